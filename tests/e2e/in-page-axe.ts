import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { waitForArticleRendered } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices: what every accessibility scan checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

interface Setup {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly options: RunOptions;
}

/**
 * axe-core run in the page itself, for the tests that scan one page several
 * times (each route in both colour modes and at two widths). `@axe-core/playwright`
 * evaluates axe's 500 KB source twice on every `analyze()`, which cost 1–2 s a
 * scan on the long pages of a busy machine; here it is evaluated once per
 * document. It does not look inside frames: the pages these tests scan have
 * none (the live-example tests, whose previews are frames, use AxeBuilder).
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
    await waitForArticleRendered(this.page);
    // The source is the expression itself: the site's CSP forbids eval() inside the page.
    if (!(await this.page.evaluate('typeof window.axe?.run === "function"'))) await this.page.evaluate(axe.source);
    const { include, exclude, options } = this.setup;
    const context = {
      ...(include.length > 0 ? { include: include.map((selector) => [selector]) } : {}),
      exclude: exclude.map((selector) => [selector]),
    };
    return this.page.evaluate(
      ({ context, options }) =>
        (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
          context,
          options,
        ),
      { context, options },
    );
  }

  private withOptions(options: RunOptions): InPageAxe {
    return new InPageAxe(this.page, { ...this.setup, options: { ...this.setup.options, ...options } });
  }
}
