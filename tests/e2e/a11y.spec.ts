import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from '@playwright/test';
import { test, expect, openPage, waitForDiagrams, waitForTransitions } from './fixtures';
import { INTERNAL_ROUTES, SIDEBAR_ROUTES } from './spec-routes';
import { AXE_TAGS, InPageAxe } from './in-page-axe';

/** The rules whose outcome can change with the colour mode alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The lines of code blocks: thousands of token spans on the API pages, and
 * half of axe's time on a route when included. They are drawn with one Prism
 * theme in both modes and at every width (the route test asserts this), every
 * token colour is held to AA contrast on the code background by
 * config/__tests__/prism-theme.test.ts, and the token classes equal the theme
 * (src/prism/__tests__/token-classes.test.ts). So the route scans leave them
 * out, and one test scans the code lines of pages that show every token colour.
 */
const CODE_LINES = 'pre > code';

/**
 * Rules that fail on DocSearch's own markup (@docsearch/react 3.9), which the
 * search modal renders and we cannot change; they are off for the modal only:
 * - nested-interactive: every result is a role="option" <li> wrapping the result
 *   link, and the backdrop is a role="button" <div> wrapping the whole modal;
 * - label-content-name-mismatch: that backdrop "button" is named by the search
 *   label but contains the whole modal;
 * - aria-valid-attr-value: the input's aria-controls names `docsearch-hitsN-list`
 *   ids, but every result list gets id="docsearch-list";
 * - landmark-no-duplicate-banner, landmark-no-duplicate-contentinfo,
 *   landmark-unique: the modal's search bar is a <header> and its key hints a
 *   <footer>, which count as a second banner and contentinfo of the page.
 * Everything else, colour contrast included, is checked inside the modal.
 */
const DOCSEARCH_MARKUP_RULES = [
  'nested-interactive',
  'label-content-name-mismatch',
  'aria-valid-attr-value',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const NOT_FOUND = '/this-page-does-not-exist';

/** Pages whose examples, between them, show every token colour of the theme (the test checks they do). */
const CODE_PAGES = ['/api/createSlice', '/introduction/getting-started'];
/** The colour classes code tokens carry (src/prism/token-classes.ts), as the site's stylesheet defines them. */
const TOKEN_COLOUR_CLASSES = [
  ...new Set(
    [
      ...readFileSync(path.join(__dirname, '../../src/css/code-tokens.css'), 'utf8').matchAll(
        /^\.(hl-c-[0-9a-f]+) \{/gm,
      ),
    ].map((match) => match[1]),
  ),
];

const ROUTES = ['/', '/errors', '/search?q=slice', NOT_FOUND, ...SIDEBAR_ROUTES, ...INTERNAL_ROUTES];

type Scheme = 'light' | 'dark';

/** Axe with our rule set, run in the page (see in-page-axe.ts for why not AxeBuilder). */
function axe(page: Page): InPageAxe {
  return InPageAxe.withTags(page, AXE_TAGS);
}

/** Axe for the open search modal alone: the page behind it is checked by the route tests. */
function axeOnModal(page: Page): InPageAxe {
  return axe(page).include('.DocSearch-Container').disableRules(DOCSEARCH_MARKUP_RULES);
}

/** Resizes the page and switches its colour mode through the system preference, as a visitor's OS would. */
async function showAs(page: Page, viewport: typeof DESKTOP, scheme: Scheme): Promise<void> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  // Each diagram has a drawing per mode: axe must check the one now shown.
  await waitForDiagrams(page);
  await waitForTransitions(page);
}

/** Runs axe and records every violation, one line per element, without stopping the test. */
async function expectNoViolations(builder: InPageAxe, situation: string): Promise<void> {
  const { violations } = await builder.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
  expect.soft(found, `accessibility violations ${situation}`).toEqual([]);
}

/** The distinct colours code blocks are painted with: background, plain text and token colours. */
function codeColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const colours = new Set<string>();
    for (const block of Array.from(document.querySelectorAll('pre.prism-code')).slice(0, 3)) {
      colours.add(`background ${getComputedStyle(block).backgroundColor}`);
      for (const token of Array.from(block.querySelectorAll('code span')).slice(0, 300)) {
        colours.add(getComputedStyle(token).color);
      }
    }
    return [...colours].sort();
  });
}

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

/** A doc page in the docs sidebar, or an internal one (no sidebar). */
type DocKind = 'sidebar' | 'internal';

function docKindOf(route: string): DocKind | undefined {
  if (SIDEBAR_ROUTES.includes(route)) return 'sidebar';
  return INTERNAL_ROUTES.includes(route) ? 'internal' : undefined;
}

const DOC_PAGE_CHECKS: Record<DocKind, string> = {
  sidebar: 'its heading and sidebar, and ',
  internal: 'its heading and no sidebar, and ',
};

/**
 * What every doc route shows: its own title (not the not-found page) and, for
 * the pages of the docs sidebar, that sidebar with the page marked current.
 * Checked here because this is where every route is opened anyway.
 */
async function expectDocPage(page: Page, route: string, kind: DocKind): Promise<void> {
  const heading = page.locator('article h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).not.toHaveText(/^\s*$|^Page Not Found$/);
  if (kind === 'internal') {
    await expect(page.locator(SIDEBAR)).toHaveCount(0);
    return;
  }
  await expect(page.locator(SIDEBAR)).toBeVisible();
  await expect(page.locator(`${SIDEBAR} a[aria-current="page"]`)).toHaveAttribute('href', route);
}

/** Waits for what a route shows after hydration, when there is more than the static page. */
async function waitForContent(page: Page, route: string): Promise<void> {
  if (route.startsWith('/search?')) await expect(page.locator('main section').first()).toBeVisible();
  await waitForDiagrams(page);
}

/**
 * Routes that between them show every layout (home, error index, search page,
 * not found, doc page) and every kind of block at phone width: admonitions and
 * tabs, diagrams, tables, a details block, a live example. Everything else
 * about a route is the same at both widths, so the other routes are scanned at
 * 1280 px only.
 */
const PHONE_ROUTES = [
  '/',
  '/errors',
  '/search?q=slice',
  NOT_FOUND,
  '/api/createSlice',
  '/rtk-query/usage/automated-refetching',
  '/rtk-query/usage/conditional-fetching',
  '/tutorials/quick-start',
];

/**
 * The route scans share one page per worker, each opening its route in it as a
 * reader following links would: the browser keeps the site's scripts and axe's
 * compiled code between routes, which made a scan about a third cheaper
 * (fresh context per route: 4.7 s a long page, shared: 3.2 s). Every test still
 * sets its own width and colour mode and opens its route anew; console errors
 * and CSP violations are watched per test as everywhere.
 */
const routeTest = test.extend<object, { routePage: Page }>({
  routePage: [
    async ({ browser }, use, workerInfo) => {
      const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
      const context = await browser.newContext({
        ...desktop,
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: 'block',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ routePage }, use) => use(routePage),
});

routeTest.describe('every route', () => {
  routeTest.describe.configure({ timeout: 90_000 });

  for (const route of ROUTES) {
    const atPhoneWidth = PHONE_ROUTES.includes(route);
    const widths = atPhoneWidth ? '1280 and 375 px' : '1280 px';
    const docKind = docKindOf(route);
    const checks = `${docKind ? DOC_PAGE_CHECKS[docKind] : ''}no axe violations in light and dark mode`;
    routeTest(`${route}: ${checks} at ${widths}`, async ({ page, consoleWatch }) => {
      if (route === NOT_FOUND) consoleWatch.allow(/404 \(Not Found\)/);
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'light' });
      await openPage(page, route);
      if (docKind) await expectDocPage(page, route, docKind);
      await waitForContent(page, route);

      await showAs(page, DESKTOP, 'light');
      const lightCode = await codeColours(page);
      await expectNoViolations(axe(page).exclude(CODE_LINES), 'at 1280 px in light mode');

      await showAs(page, DESKTOP, 'dark');
      expect(await codeColours(page), 'code blocks look the same in both modes').toEqual(lightCode);
      await expectNoViolations(axe(page).withRules(COLOUR_RULES).exclude(CODE_LINES), 'at 1280 px in dark mode');

      if (!atPhoneWidth) return;
      await showAs(page, PHONE, 'dark');
      await expectNoViolations(axe(page).exclude(CODE_LINES), 'at 375 px in dark mode');

      await showAs(page, PHONE, 'light');
      await expectNoViolations(axe(page).withRules(COLOUR_RULES).exclude(CODE_LINES), 'at 375 px in light mode');
    });
  }
});

test('the scan finds violations planted in the page, and leaves out what it is told to', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, '/errors');
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    planted.innerHTML = '<p style="color:#777;background:#888">Hard to read</p><img src="/img/logo.svg">';
    document.querySelector('main')!.append(planted);
  });
  const ids = async (builder: InPageAxe) =>
    (await builder.analyze()).violations.map((violation) => violation.id).sort();
  expect(await ids(axe(page))).toEqual(['color-contrast', 'image-alt']);
  expect(await ids(axe(page).withRules(COLOUR_RULES))).toEqual(['color-contrast']);
  expect(await ids(axe(page).exclude('#planted'))).toEqual([]);
  expect(await ids(axe(page).include('#planted').disableRules(['image-alt']))).toEqual(['color-contrast']);
});

test('code lines have no axe violations on pages that show every token colour', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(TOKEN_COLOUR_CLASSES.length, 'colour classes read from code-tokens.css').toBeGreaterThan(5);
  let missing = TOKEN_COLOUR_CLASSES;
  for (const route of CODE_PAGES) {
    await openPage(page, route);
    missing = await page.evaluate(
      (classes) => classes.filter((name) => !document.querySelector(`pre > code .${name}`)),
      missing,
    );
    await expectNoViolations(axe(page).include(CODE_LINES), `in the code blocks of ${route}`);
  }
  expect(missing, `token colours no page of ${CODE_PAGES.join(', ')} shows: add a page that does`).toEqual([]);
});

test('the search modal with results has no axe violations in either mode at either width', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/api/createSlice');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('slice');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  await showAs(page, DESKTOP, 'light');
  await expectNoViolations(axeOnModal(page), 'in the search modal at 1280 px in light mode');
  await showAs(page, DESKTOP, 'dark');
  await expectNoViolations(axeOnModal(page), 'in the search modal at 1280 px in dark mode');
  await showAs(page, PHONE, 'dark');
  await expectNoViolations(axeOnModal(page), 'in the search modal at 375 px in dark mode');
  await showAs(page, PHONE, 'light');
  await expectNoViolations(axeOnModal(page), 'in the search modal at 375 px in light mode');
});

test('the search modal start screen has no axe violations in either mode', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();

  await showAs(page, DESKTOP, 'light');
  await expectNoViolations(axeOnModal(page), 'in the empty search modal in light mode');
  await showAs(page, DESKTOP, 'dark');
  await expectNoViolations(axeOnModal(page), 'in the empty search modal in dark mode');
});

test('the copy page menu and its fallback dialog have no axe violations in either mode at either width', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/api/createSlice');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('menu')).toBeVisible();

  for (const [viewport, scheme, width] of [
    [DESKTOP, 'light', 1280],
    [DESKTOP, 'dark', 1280],
    [PHONE, 'dark', 375],
    [PHONE, 'light', 375],
  ] as const) {
    await showAs(page, viewport, scheme);
    await expectNoViolations(
      axe(page).exclude(CODE_LINES),
      `with the copy page menu open at ${width} px in ${scheme} mode`,
    );
  }

  await page.getByRole('menuitem', { name: /Copy page as Markdown/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await showAs(page, PHONE, scheme);
    await expectNoViolations(axe(page).include('dialog'), `in the copy fallback dialog at 375 px in ${scheme} mode`);
  }
});

test.describe('mobile navigation sidebar', () => {
  test.use({ viewport: PHONE });

  test('has no axe violations in either mode, in the docs menu and the main menu', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/api/createSlice');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();

    await showAs(page, PHONE, 'light');
    await expectNoViolations(axe(page).exclude(CODE_LINES), 'with the docs menu open in light mode');
    await showAs(page, PHONE, 'dark');
    await expectNoViolations(axe(page).exclude(CODE_LINES), 'with the docs menu open in dark mode');

    await page.getByRole('button', { name: '← Back to main menu' }).click();
    const mainMenu = page.locator('.navbar-sidebar__item').nth(0);
    await expect(mainMenu.locator('a.menu__link', { hasText: /^Getting Started$/ })).toBeInViewport();
    await showAs(page, PHONE, 'dark');
    await expectNoViolations(axe(page).exclude(CODE_LINES), 'with the main menu open in dark mode');
    await showAs(page, PHONE, 'light');
    await expectNoViolations(axe(page).exclude(CODE_LINES), 'with the main menu open in light mode');
  });
});
