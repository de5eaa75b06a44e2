import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../../lib/browser-path.mjs';
import { decodeIndex } from '../../src/search/decode-index';
import { createEngine } from '../../src/search/engine';
import type { DevIndexPointer } from '../../src/search/dev-index';
import { drive as driveCounter } from '../e2e/live-examples/counter.drive';
import { exampleSection, pageControls, runExample } from '../e2e/live-examples/on-page';
import { copySite, startDevServer, waitFor, type DevServer } from './temp-site';

const PORT = Number(process.env.DEV_E2E_PORT ?? 3300);
const ORIGIN = `http://localhost:${PORT}`;
/** A cold start compiles every page and analyses every example: minutes on a busy 2-core machine. */
const COLD_START = 15 * 60_000;
/** An edit recompiles one page; generous for a loaded machine. */
const AFTER_EDIT = 3 * 60_000;

const DOC = 'api/codemods.md';
const ROUTE = '/api/codemods';
/** A word no page has, so finding it proves the index follows the edit. */
const WORD = 'quixotrendal';
const ADDED = `

## Checking the development server

The ${WORD} paragraph exists only while this test runs.

\`\`\`ts
import { createAction } from '@reduxjs/toolkit'

export const ${WORD}Action = createAction<number>('${WORD}')
\`\`\`
`;
const BROKEN = `

An example that does not compile follows.

\`\`\`ts
export const ${WORD}Count: number = 'not a number'
\`\`\`
`;

const DIAGRAM = `

\`\`\`mermaid
flowchart LR
  accTitle: The ${WORD} diagram
  accDescr: The ${WORD} step leads to the next one.
  a["${WORD}"] --> b["next"]
\`\`\`
`;

/** An API section that guides link to from prose, and the guide checked for it. */
const SECTION_DOC = 'rtk-query/api/createApi.md';
const SECTION_HEADING = '### `keepUnusedDataFor`\n';
const RENAMED_HEADING = '### `keepUnusedDataFor` (cache lifetime)\n';
const SECTION_URL = '/rtk-query/api/createApi#keepunuseddatafor';
const RENAMED_URL = '/rtk-query/api/createApi#keepunuseddatafor-cache-lifetime';
const LINKING_ROUTE = '/rtk-query/usage/cache-behavior';

let siteDir: string;
let server: DevServer;
let browser: Browser;
let original: string;

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${ORIGIN}${url}`, { cache: 'no-store' });
  return { status: response.status, text: await response.text() };
}

/** The pages the development server's current search index finds for a query, as the browser's engine ranks them. */
async function searchPages(query: string): Promise<string[]> {
  const pointer = JSON.parse((await fetchText('/assets/search/dev-index.json')).text) as DevIndexPointer;
  const response = await fetch(`${ORIGIN}${pointer.url}`);
  if (!response.ok) throw new Error(`${pointer.url}: HTTP ${response.status}`);
  const { file, codes } = decodeIndex(new Uint8Array(await response.arrayBuffer()));
  return createEngine(file, codes)
    .search(query, { limit: 10 })
    .hits.map((hit) => hit.page.url);
}

/** An API page whose "Examples using this" section the added example (a createAction call) joins. */
const API_ROUTE = '/api/createAction';

/** How many examples an API page's "Examples using this" section counts: its links and its "And N more". */
function examplesUsingCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('article h2')).find((element) =>
      element.textContent?.startsWith('Examples using this'),
    );
    let count = 0;
    for (
      let element = heading?.nextElementSibling;
      element && element.tagName !== 'H2';
      element = element.nextElementSibling
    ) {
      if (element.tagName === 'UL') count += element.querySelectorAll(':scope > li').length;
      count += Number(/And (\d+) more/.exec(element.textContent ?? '')?.[1] ?? 0);
    }
    return count;
  });
}

async function openApiPage(page: Page): Promise<number> {
  await page.goto(`${ORIGIN}${API_ROUTE}`);
  await page.locator('article h2', { hasText: 'Examples using this' }).waitFor({ timeout: AFTER_EDIT });
  return examplesUsingCount(page);
}

function editDoc(text: string): void {
  fs.writeFileSync(path.join(siteDir, 'docs', DOC), text);
}

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

beforeAll(async () => {
  siteDir = copySite(path.resolve(__dirname, '../..'));
  original = fs.readFileSync(path.join(siteDir, 'docs', DOC), 'utf8');
  const started = performance.now();
  server = startDevServer(siteDir, PORT);
  // A server that stops (it could not load its config, say) fails the test at once, not after the cold-start wait.
  const exited = new Promise<never>((_, reject) =>
    server.process.once('exit', (code) => reject(new Error(`The development server exited (code ${code})`))),
  );
  exited.catch(() => {});
  await Promise.race([
    waitFor(
      'the first page',
      async () => ((await fetchText(ROUTE)).status === 200 ? true : undefined),
      COLD_START,
      1000,
    ),
    exited,
  ]).catch((error: Error) => {
    const tail = server.output().split('\n').slice(-40).join('\n');
    throw new Error(`${error.message}\nThe development server's last output:\n${tail}`);
  });
  const firstPage = performance.now() - started;
  // The derived files come after the first page: wait for the search index and the example analysis.
  await waitFor(
    'the search index',
    async () => ((await fetchText('/assets/search/dev-index.json')).status === 200 ? true : undefined),
    COLD_START,
    1000,
  );
  await waitFor(
    'the example analysis',
    async () => (server.output().includes('kept compiled for edits') ? true : undefined),
    COLD_START,
    1000,
  );
  console.log(
    `dev server: first page after ${(firstPage / 1000).toFixed(1)} s, derived data after ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`,
  );
  browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, COLD_START * 2);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
}, 60_000);

describe('npm start serves what the build derives, and follows an edit', () => {
  it('serves the Markdown twins, llms.txt and the symbol index before any edit', async () => {
    const twin = await fetchText(`${ROUTE}.md`);
    expect(twin.status).toBe(200);
    expect(twin.text).toMatch(/^# Codemods/);
    expect((await fetchText('/llms.txt')).text).toContain(`${ROUTE}.md`);
    expect((await fetchText('/assets/symbols/dev-index.json')).text).toContain('"createSlice"');
    expect(await searchPages(WORD)).toEqual([]);
  });

  it(
    'after an edit, the search index, the Markdown twin, the hover data and the API page listing the example have it',
    async () => {
      const apiPage = await browser.newPage();
      const listedBefore = await openApiPage(apiPage);
      const edited = performance.now();
      editDoc(original + ADDED);
      const seconds = () => ((performance.now() - edited) / 1000).toFixed(1);

      await waitFor(
        'the Markdown twin',
        async () => ((await fetchText(`${ROUTE}.md`)).text.includes(WORD) ? true : undefined),
        AFTER_EDIT,
      );
      const twinAfter = seconds();
      await waitFor(
        'search to find the new word',
        async () => ((await searchPages(WORD)).includes(ROUTE) ? true : undefined),
        AFTER_EDIT,
      );
      const searchAfter = seconds();

      const page = await browser.newPage();
      try {
        await page.goto(`${ORIGIN}${ROUTE}`);
        const block = page.locator('article .theme-code-block.language-ts', { hasText: `${WORD}Action` });
        await block.waitFor({ timeout: AFTER_EDIT });
        await block.hover();
        const name = block.locator('.type-hover-target', { hasText: new RegExp(`^${WORD}Action$`) }).first();
        await name.waitFor({ timeout: AFTER_EDIT });
        await name.hover();
        await page.locator('#type-hover-tooltip', { hasText: 'ActionCreatorWithPayload<number' }).waitFor({
          timeout: AFTER_EDIT,
        });
      } finally {
        await page.close();
      }
      const hoverAfter = seconds();

      // Another page's section: compiled again because this page's examples changed.
      try {
        await waitFor(
          `${API_ROUTE} to list the new example`,
          async () => ((await openApiPage(apiPage)) === listedBefore + 1 ? true : undefined),
          AFTER_EDIT,
          1000,
        );
      } finally {
        await apiPage.close();
      }
      console.log(
        `edit → Markdown twin ${twinAfter} s, search results ${searchAfter} s, hover types in the browser ${hoverAfter} s, "Examples using this" on ${API_ROUTE} ${seconds()} s (load ${load()})`,
      );
    },
    AFTER_EDIT * 3,
  );

  it(
    'moves the symbol links on other pages when an API page renames the section they point to',
    async () => {
      const apiDoc = path.join(siteDir, 'docs', SECTION_DOC);
      const apiSource = fs.readFileSync(apiDoc, 'utf8');
      expect(apiSource).toContain(SECTION_HEADING);
      const tab = await browser.newPage();
      try {
        await tab.goto(`${ORIGIN}${LINKING_ROUTE}`);
        // The development server renders in the browser: wait for the article before looking at its links.
        await tab.locator(`article a[href="${SECTION_URL}"]`).first().waitFor({ timeout: AFTER_EDIT });
        const edited = performance.now();
        fs.writeFileSync(apiDoc, apiSource.replace(SECTION_HEADING, RENAMED_HEADING));
        // The linking page itself is not edited: it is compiled again because the symbol index moved its links.
        await waitFor(
          `${LINKING_ROUTE} to link to the renamed section`,
          async () => {
            await tab.goto(`${ORIGIN}${LINKING_ROUTE}`);
            await tab.locator('article h1').waitFor({ timeout: AFTER_EDIT });
            const moved = await tab.locator(`article a[href="${RENAMED_URL}"]`).count();
            const stale = await tab.locator(`article a[href="${SECTION_URL}"]`).count();
            return moved > 0 && stale === 0 ? true : undefined;
          },
          AFTER_EDIT,
          1000,
        );
        console.log(
          `renamed section → links on ${LINKING_ROUTE} follow ${((performance.now() - edited) / 1000).toFixed(1)} s after the save`,
        );
      } finally {
        await tab.close();
        fs.writeFileSync(apiDoc, apiSource);
      }
    },
    AFTER_EDIT * 2,
  );

  it(
    'shows a broken example’s type error in the terminal and under the example',
    async () => {
      const pointerNow = async () =>
        (JSON.parse((await fetchText('/assets/search/dev-index.json')).text) as DevIndexPointer).url;
      const indexBefore = await pointerNow();
      const edited = performance.now();
      editDoc(original + ADDED + BROKEN);
      const page = await browser.newPage();
      try {
        await page.goto(`${ORIGIN}${ROUTE}`);
        const note = page.locator('article .example-problems', { hasText: 'TS2322' });
        await note.waitFor({ timeout: AFTER_EDIT });
        await expect(note.textContent()).resolves.toContain(`docs/${DOC}:`);
        await expect(note.getAttribute('role')).resolves.toBe('alert');
      } finally {
        await page.close();
      }
      await waitFor(
        'the terminal report',
        async () =>
          new RegExp(
            `docs/${DOC.replace('.', '\\.')}:\\d+:\\d+ TS2322: Type 'string' is not assignable to type 'number'`,
          ).test(server.output())
            ? true
            : undefined,
        AFTER_EDIT,
      );
      console.log(
        `edit → type error on the page and in the terminal ${((performance.now() - edited) / 1000).toFixed(1)} s`,
      );
      // Three indexes are written (start, two edits); once the pointer names the third, the first is removed.
      const searchDir = path.join(siteDir, 'node_modules/.cache/dev-data/static/assets/search');
      await waitFor(
        'the third index, and the first one removed',
        async () =>
          (await pointerNow()) !== indexBefore &&
          fs.readdirSync(searchDir).filter((name) => name.endsWith('.bin')).length === 2
            ? true
            : undefined,
        AFTER_EDIT,
      );
    },
    AFTER_EDIT * 2,
  );

  it(
    'runs a live example as the build does: the sandbox document, isolated, and the app working in it',
    async () => {
      const sandbox = await waitFor(
        'the live-example runtime',
        async () => {
          const runtime = await fetchText('/assets/live/runtime.json');
          return runtime.status === 200 ? (JSON.parse(runtime.text) as { sandbox: string }).sandbox : undefined;
        },
        AFTER_EDIT,
      );
      const response = await fetch(`${ORIGIN}${sandbox}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts allow-forms; /);
      expect(await response.text()).not.toContain('__docusaurus');
      const page = await fetch(`${ORIGIN}${ROUTE}`);
      expect(page.headers.get('content-security-policy')).toBeNull();

      const tab = await browser.newPage();
      try {
        const started = performance.now();
        await tab.goto(`${ORIGIN}/tutorials/quick-start`);
        const section = exampleSection(tab, 'counter');
        await runExample(section);
        console.log(`live example: Run → preview ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        await driveCounter(pageControls(section));
      } finally {
        await tab.close();
      }
    },
    AFTER_EDIT * 2,
  );

  it(
    'draws a diagram added to a page as the build does: SVG from the diagrams plugin, not Mermaid in the browser',
    async () => {
      const edited = performance.now();
      editDoc(original + DIAGRAM);
      const tab = await browser.newPage();
      const drawings: string[] = [];
      tab.on('response', (response) => {
        if (/\/assets\/diagrams\/.+\.light\.[0-9a-f]+\.svg$/.test(response.url())) drawings.push(response.url());
      });
      try {
        const drawn = tab.locator('figure svg[id^="diagram-"][id$="-light"]');
        await waitFor(
          'the drawn diagram on the page',
          async () => {
            await tab.goto(`${ORIGIN}${ROUTE}`);
            return drawn.waitFor({ timeout: 10_000 }).then(
              () => true,
              () => undefined,
            );
          },
          AFTER_EDIT,
          1000,
        );
        console.log(`diagram: edit → drawn on the page in ${((performance.now() - edited) / 1000).toFixed(1)} s`);
        const titleId = await drawn.getAttribute('aria-labelledby');
        expect(await tab.locator(`[id="${titleId}"]`).textContent()).toBe(`The ${WORD} diagram`);
        expect(drawings.length).toBeGreaterThan(0);
      } finally {
        await tab.close();
      }
    },
    AFTER_EDIT * 2,
  );
});
