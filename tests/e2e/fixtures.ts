import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export interface ConsoleWatch {
  /** Messages matching one of these are expected by the test and do not fail it. */
  allow(pattern: RegExp): void;
  /** Every console message seen so far, with its type. */
  readonly messages: ReadonlyArray<{ type: string; text: string }>;
}

/** Where the CSP violations of a page go: a page can outlive one test (a11y.spec.ts keeps one per worker). */
const cspReports = new WeakMap<Page, { report: ((violation: string) => void) | undefined }>();

/** Sends the page's CSP violations to `report` until the returned function is called. */
async function reportCspViolations(page: Page, report: (violation: string) => void): Promise<() => void> {
  let target = cspReports.get(page);
  if (!target) {
    const created: { report: ((violation: string) => void) | undefined } = { report: undefined };
    cspReports.set(page, created);
    target = created;
    await page.exposeFunction('__reportCspViolation', (violation: string) => created.report?.(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
  }
  target.report = report;
  return () => {
    target.report = undefined;
  };
}

/**
 * Every test fails on a console error or uncaught page error it did not
 * declare with `consoleWatch.allow(…)`, and on any Content-Security-Policy
 * violation (the e2e server sends the production headers).
 */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: Array<{ type: string; text: string }> = [];
      const unexpected: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const entry = { type: message.type(), text: message.text() };
        messages.push(entry);
        if (entry.type === 'error') unexpected.push(entry.text);
      };
      const onPageError = (error: Error) => unexpected.push(`uncaught: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      const stopCspReports = await reportCspViolations(page, (violation) =>
        unexpected.push(`CSP violation: ${violation}`),
      );
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      stopCspReports();
      const failures = unexpected.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(failures, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path of the production build and waits until React has hydrated it. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Clicks `button` and returns what it copied. The browser's clipboard
 * outlives a test, so it is emptied first: an earlier test's copy must not
 * pass for this one's. Needs the clipboard permissions.
 */
export async function copiedBy(page: Page, button: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.click();
  let copied = '';
  await expect
    .poll(async () => {
      copied = await page.evaluate(() => navigator.clipboard.readText());
      return copied;
    })
    .not.toBe('');
  return copied;
}

/**
 * Waits until every block of every doc article on the page has its real
 * size (src/article-rendering): until then blocks off screen that were never
 * laid out hold a placeholder height, and drawing one moves what is below it.
 */
export async function waitForArticleSized(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.theme-doc-markdown:not([data-article-rendered])') === null,
    null,
    {
      timeout: 20_000,
    },
  );
}

/**
 * Draws every block of the article, as a reader who scrolled through it would
 * see each: blocks off screen are skipped by the browser, and tools that read
 * the layout, like axe's contrast check, would see nothing inside them.
 */
export async function drawWholeArticle(page: Page): Promise<void> {
  await waitForArticleSized(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        for (const block of Array.from(document.querySelectorAll('.theme-doc-markdown > *'))) {
          block.setAttribute('data-rendered', '');
        }
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/** Installs a global that an injected script would set, before any page script runs. */
export async function installInjectionCanary(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __pwned: boolean }).__pwned = false;
  });
}

/** Asserts that no injected script ran and no injected image made it into `scope`. */
export async function expectNothingInjected(page: Page, scope = 'body'): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned: boolean }).__pwned)).toBe(false);
  await expect(page.locator(`${scope} img[src="x"]`)).toHaveCount(0);
}

/** Makes every access to localStorage throw, as in a browser that blocks storage. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** The canvases of the Mermaid diagrams on a page (src/theme/Mermaid). */
const DIAGRAM_CANVAS = '[data-diagram-canvas]';

/** Waits until every diagram on the page shows an SVG (none if the page has no diagram). */
export async function waitForDiagrams(page: Page): Promise<void> {
  await page.waitForFunction((canvas) => {
    const canvases = Array.from(document.querySelectorAll(canvas));
    return canvases.every((element) =>
      Array.from(element.querySelectorAll(':scope svg')).some((svg) => svg.getBoundingClientRect().height > 0),
    );
  }, DIAGRAM_CANVAS);
}

/** Waits until no CSS transition is running: colours fade between modes, and axe must not sample them half-way. */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
}
