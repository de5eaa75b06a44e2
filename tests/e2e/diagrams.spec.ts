import type { Page } from '@playwright/test';
import { test, expect, openPage, waitForArticleSized, waitForDiagrams } from './fixtures';

interface DiagramPage {
  readonly route: string;
  readonly caption: string;
  /** Words the text alternative must contain: the facts the diagram shows. */
  readonly describes: readonly RegExp[];
}

const DIAGRAM_PAGES: readonly DiagramPage[] = [
  {
    route: '/rtk-query/usage/cache-behavior',
    caption: 'Lifecycle of one RTK Query cache entry',
    describes: [/subscribes/, /pending/, /fulfilled/, /keepUnusedDataFor/, /removed/],
  },
  {
    route: '/rtk-query/usage/automated-refetching',
    caption: 'Which queries refetch after updatePost invalidates Post:1',
    describes: [/invalidates the tag Post:1/, /both refetch/, /neither refetches/],
  },
  {
    route: '/api/createAsyncThunk',
    caption: 'The actions one createAsyncThunk call dispatches',
    describes: [/condition returns false/, /pending/, /fulfilled/, /rejected/, /rejectWithValue/],
  },
  {
    route: '/api/createListenerMiddleware',
    caption: 'How the listener middleware handles one dispatched action',
    describes: [/next\(action\)/, /originalState/, /listener API/, /take/, /cancelActiveListeners/],
  },
];

/** A page with no diagram, linking to pages that have one. */
const PAGE_WITHOUT_DIAGRAM = '/api/createSlice';

/** Adds up the page's layout shifts (the CLS definition, without session windows: a stricter sum). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftSource {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: ShiftSource[] };
    const store = window as unknown as { __layoutShift: number; __shiftSources: string[] };
    store.__layoutShift = 0;
    store.__shiftSources = [];
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removed node)';
      const classes =
        typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${classes}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        store.__layoutShift += entry.value;
        for (const source of entry.sources ?? []) {
          store.__shiftSources.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The fill of the shown diagram's first node shape, as the browser paints it. */
function firstNodeFill(page: Page): Promise<string> {
  return page
    .locator('[data-diagram-canvas] svg:visible')
    .locator('.node rect, .node polygon, .node path')
    .first()
    .evaluate((shape) => getComputedStyle(shape).fill);
}

for (const diagram of DIAGRAM_PAGES) {
  test(`${diagram.route} shows its diagram as a captioned figure with a text alternative`, async ({ page }) => {
    await openPage(page, diagram.route);
    const figure = page.getByRole('figure', { name: diagram.caption });
    await expect(figure.locator('figcaption')).toHaveText(diagram.caption);
    const svg = figure.locator('svg:visible');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAccessibleName(diagram.caption);
    for (const fact of diagram.describes) await expect(svg).toHaveAccessibleDescription(fact);
    const box = await svg.boundingBox();
    expect(box?.height, 'the diagram is drawn at a readable size').toBeGreaterThan(200);
  });

  test(`${diagram.route} reserves the diagram's space: no layout shift while it loads`, async ({ page }) => {
    await recordLayoutShifts(page);
    // Before any script runs: bring the (still empty) figure into view, where a shift counts, and note its height.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const canvas = document.querySelector('[data-diagram-canvas]');
        canvas?.scrollIntoView({ block: 'center' });
        (window as unknown as { __canvasHeight: number }).__canvasHeight = canvas?.getBoundingClientRect().height ?? 0;
      });
    });
    await page.goto(diagram.route);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await waitForDiagrams(page);
    const canvas = page.locator('[data-diagram-canvas]');
    await expect(canvas, 'the diagram loads inside the viewport, where a shift would count').toBeInViewport();
    // A late shift would come from the article's sizing pass, the page's last layout work:
    // wait until it is done, then two frames for the observer to be told of any shift.
    await waitForArticleSized(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { shift, sources } = await page.evaluate(() => {
      const store = window as unknown as { __layoutShift: number; __shiftSources: string[] };
      return { shift: store.__layoutShift, sources: store.__shiftSources };
    });
    test.info().annotations.push({ type: 'layout shift', description: `${diagram.route}: ${shift.toFixed(4)}` });
    expect(shift, `what moved: ${sources.join('; ') || 'nothing'}`).toBeLessThanOrEqual(0.01);
    const before = await page.evaluate(() => (window as unknown as { __canvasHeight: number }).__canvasHeight);
    expect(before, 'the server HTML already reserves the height').toBeGreaterThan(200);
    expect(Math.abs((await canvas.boundingBox())!.height - before)).toBeLessThan(1);
  });
}

test('switching the colour mode shows the drawing in the dark Mermaid theme and back, at the same size', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/rtk-query/usage/automated-refetching');
  await waitForDiagrams(page);
  const lightFill = await firstNodeFill(page);
  const canvasHeight = (await page.locator('[data-diagram-canvas]').boundingBox())!.height;

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-diagram-canvas] svg:visible')).toHaveCount(1);
  await expect.poll(() => firstNodeFill(page)).not.toBe(lightFill);
  expect((await page.locator('[data-diagram-canvas]').boundingBox())!.height).toBeCloseTo(canvasHeight, 0);

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => firstNodeFill(page)).toBe(lightFill);
});

/** A name only Mermaid's own code contains: its presence in a script marks the Mermaid chunk. */
const MERMAID_SIGNATURE = 'mermaidAPI';

/** Collects the bodies of the scripts a page downloads. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test('a page without a diagram downloads none of the Mermaid code', async ({ page }) => {
  const fetched = scriptBodies(page);
  await openPage(page, PAGE_WITHOUT_DIAGRAM);
  // Hovering a link makes Docusaurus prefetch that page's chunks: a page with a diagram here.
  await page.getByRole('link', { name: 'createAsyncThunk' }).first().hover();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(fetched);
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.filter((body) => body.includes(MERMAID_SIGNATURE))).toHaveLength(0);
  await expect(page.locator('[data-diagram-canvas]')).toHaveCount(0);
});

test('a page with a diagram shows it drawn at build time, running no Mermaid code', async ({ page }) => {
  const route = DIAGRAM_PAGES[0]!.route;
  const fetched = scriptBodies(page);
  await openPage(page, route);
  await waitForDiagrams(page);
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(fetched)).filter((body) => body.includes(MERMAID_SIGNATURE))).toHaveLength(0);

  // The server HTML holds the drawing in both colour modes, each with its accessible name.
  const html = await (await page.request.get(route)).text();
  expect(html.match(/<svg [^>]*\bid="?diagram-[0-9a-z]+-(light|dark)\b/g)).toHaveLength(2);
  // Every script it names (tags, or the inline loader's list): none of them is Mermaid's.
  const linked = [...new Set([...html.matchAll(/\/assets\/js\/[^"'\s>,\]]+\.js/g)].map((match) => match[0]))];
  expect(linked.length).toBeGreaterThan(1);
  for (const script of linked) {
    expect(await (await page.request.get(script)).text(), script).not.toContain(MERMAID_SIGNATURE);
  }
});

test('a diagram page reached by a link fetches the drawing as an SVG file, not Mermaid', async ({ page }) => {
  const fetched = scriptBodies(page);
  const drawings: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/diagrams\/.+\.svg$/.test(response.url()) && response.ok()) drawings.push(response.url());
  });
  await openPage(page, PAGE_WITHOUT_DIAGRAM);
  await page.getByRole('link', { name: 'createAsyncThunk' }).first().click();
  await expect(page).toHaveURL(/\/api\/createAsyncThunk/);
  const figure = page.getByRole('figure', { name: 'The actions one createAsyncThunk call dispatches' });
  await expect(figure.locator('svg:visible')).toHaveAccessibleName('The actions one createAsyncThunk call dispatches');
  expect(drawings.length).toBeGreaterThanOrEqual(1);
  expect((await Promise.all(fetched)).filter((body) => body.includes(MERMAID_SIGNATURE))).toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the diagram is in the page, captioned and described', async ({ page }) => {
    const diagram = DIAGRAM_PAGES[2]!;
    await page.goto(diagram.route);
    const svg = page.getByRole('figure', { name: diagram.caption }).locator('svg:visible');
    await expect(svg).toHaveAccessibleName(diagram.caption);
    for (const fact of diagram.describes) await expect(svg).toHaveAccessibleDescription(fact);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a wide diagram keeps a readable size and scrolls sideways, also from the keyboard', async ({ page }) => {
    await openPage(page, '/api/createAsyncThunk');
    await waitForDiagrams(page);
    const scroller = page.getByRole('region', { name: 'The actions one createAsyncThunk call dispatches' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const canvasWidth = (await page.locator('[data-diagram-canvas]').boundingBox())!.width;
    expect(canvasWidth, 'the diagram does not shrink to the 375 px screen').toBeGreaterThan(500);
    await scroller.focus();
    await expect(scroller).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test('a diagram that fits the column is no extra tab stop', async ({ page }) => {
  await openPage(page, '/rtk-query/usage/cache-behavior');
  await waitForDiagrams(page);
  await expect(page.locator('figure [tabindex]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Lifecycle of one RTK Query cache entry' })).toHaveCount(0);
});
