import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';
import { drawWholeArticle } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices: what every accessibility scan checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface Setup {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly options: RunOptions;
}

/** axe's context argument: selectors, each in its own frame path. */
interface AxeContext {
  readonly include?: unknown;
  readonly exclude?: unknown;
}

/** What axe adds to a window: the few calls made here. */
interface AxeInWindow {
  readonly axe: {
    run(context: unknown, options: RunOptions): Promise<AxeResults>;
    runPartial(context: unknown, options: RunOptions): Promise<unknown>;
    finishRun(partials: unknown[], options: RunOptions): Promise<AxeResults>;
    readonly utils: {
      getFrameContexts(context: unknown): FrameContexts;
      shadowSelect(selector: unknown): Element | null;
    };
  };
}

/** Evaluates axe's source in a frame, unless an earlier scan of its document did. */
async function ensureAxe(frame: Frame): Promise<void> {
  // The source is the expression itself: the site's CSP forbids eval() inside the page.
  if (!(await frame.evaluate('typeof window.axe?.runPartial === "function"'))) await frame.evaluate(axe.source);
}

/** The frames inside `context` in `frame`, each with the part of the context within it. */
type FrameContexts = Array<{ frameSelector: unknown; frameContext: AxeContext }>;

function frameContextsOf(frame: Frame, context: AxeContext): Promise<FrameContexts> {
  return frame.evaluate(
    (context) => (globalThis as unknown as AxeInWindow).axe.utils.getFrameContexts(context),
    context,
  );
}

/**
 * axe's results for `context` in `frame` and in every frame inside it, depth
 * first: what axe.finishRun() joins. A frame that cannot be reached (gone, or
 * not yet loaded) counts as null, as `@axe-core/playwright` counts it.
 */
async function partialResults(
  frame: Frame,
  context: AxeContext,
  options: RunOptions,
  frameContexts?: FrameContexts,
): Promise<unknown[]> {
  await ensureAxe(frame);
  frameContexts ??= await frameContextsOf(frame, context);
  const own = await frame.evaluate(
    ({ context, options }) => (globalThis as unknown as AxeInWindow).axe.runPartial(context, options),
    { context, options },
  );
  const results: unknown[] = [own];
  for (const { frameSelector, frameContext } of frameContexts) {
    const element = (
      await frame.evaluateHandle(
        (selector) => (globalThis as unknown as AxeInWindow).axe.utils.shadowSelect(selector),
        frameSelector,
      )
    ).asElement();
    const child = await element?.contentFrame().catch(() => null);
    results.push(...(child ? await partialResults(child, frameContext, options).catch(() => [null]) : [null]));
  }
  return results;
}

/**
 * axe-core run in the page itself, for the tests that scan one page several
 * times (each route in both colour modes and at two widths). `@axe-core/playwright`
 * evaluates axe's 500 KB source twice on every `analyze()`, and for a page
 * with frames opens a blank page to join the results: 1–2 s a scan on the long
 * pages of a busy machine. Here axe is evaluated once per document; a page
 * with frames in the scanned region is scanned frame by frame
 * (axe.runPartial) and the results joined in the page (axe.finishRun).
 *
 * Each method returns a new runner, so a base set-up can be shared and refined.
 */
export class InPageAxe {
  private constructor(
    private readonly page: Page,
    private readonly setup: Setup,
  ) {}

  /** Only the rules with these tags, reporting violations alone. */
  static withTags(page: Page, tags: readonly string[]): InPageAxe {
    return new InPageAxe(page, {
      include: [],
      exclude: [],
      options: { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] },
    });
  }

  include(selector: string): InPageAxe {
    return new InPageAxe(this.page, { ...this.setup, include: [...this.setup.include, selector] });
  }

  exclude(selector: string): InPageAxe {
    return new InPageAxe(this.page, { ...this.setup, exclude: [...this.setup.exclude, selector] });
  }

  /** Only these rules, instead of the tags. */
  withRules(rules: readonly string[]): InPageAxe {
    return this.withOptions({ runOnly: { type: 'rule', values: [...rules] } });
  }

  disableRules(rules: readonly string[]): InPageAxe {
    return this.withOptions({ rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: false }])) });
  }

  async analyze(): Promise<AxeResults> {
    await drawWholeArticle(this.page);
    const main = this.page.mainFrame();
    await ensureAxe(main);
    const { include, exclude, options } = this.setup;
    const context: AxeContext = {
      ...(include.length > 0 ? { include: include.map((selector) => [selector]) } : {}),
      exclude: exclude.map((selector) => [selector]),
    };
    const frameContexts = await frameContextsOf(main, context);
    if (frameContexts.length === 0) {
      return main.evaluate(({ context, options }) => (globalThis as unknown as AxeInWindow).axe.run(context, options), {
        context,
        options,
      });
    }
    const partials = await partialResults(main, context, options, frameContexts);
    return main.evaluate(
      ({ partials, options }) => (globalThis as unknown as AxeInWindow).axe.finishRun(partials, options),
      { partials, options },
    );
  }

  private withOptions(options: RunOptions): InPageAxe {
    return new InPageAxe(this.page, { ...this.setup, options: { ...this.setup.options, ...options } });
  }
}
