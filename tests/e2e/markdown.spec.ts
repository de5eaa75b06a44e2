import { test, expect } from './fixtures';

/** Pages whose Markdown must be served, with the title each starts with. */
const PAGES = [
  { path: '/api/createSlice.md', title: 'createSlice' },
  { path: '/rtk-query/overview.md', title: 'RTK Query Overview' },
  { path: '/tutorials/quick-start.md', title: 'Redux Toolkit Quick Start' },
];

test.describe('Markdown exports', () => {
  for (const { path, title } of PAGES) {
    test(`${path} is the page as Markdown`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${title}\n\n`)).toBe(true);
      expect(markdown.match(/^# /gm)).toHaveLength(1);
      expect(markdown).toMatch(/^```tsx?$/m);
      expect(markdown).not.toMatch(/^:::/m);
      expect(markdown).not.toMatch(/^---\n[\s\S]*?^(id|title|description):/m);
      expect(markdown).not.toMatch(/^(import|export) .* from '@theme/m);
      expect(markdown).not.toMatch(/highlight-(next-line|start|end)/);
      expect(markdown).not.toMatch(/\]\((\.{1,2}\/|\/)[^)]*\)/); // every link is absolute
    });
  }

  test('a tutorial keeps the TypeScript version of its examples only', async ({ request }) => {
    const markdown = await (await request.get('/tutorials/quick-start.md')).text();
    expect(markdown).toMatch(/^```ts$/m);
    expect(markdown).not.toMatch(/^```jsx?$/m);
    expect(markdown).toContain('> **Info — TypeScript and JavaScript tabs**');
  });

  test('an unknown .md URL answers with the 404 page', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/404 \(Not Found\)/);
    const response = await page.goto('/api/notAnExport.md');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

test.describe('llms.txt', () => {
  test('lists every doc page once, in the llms.txt format, with links that answer 200', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Redux Toolkit\n\n> .+\n/);
    const sections = text.match(/^## .+$/gm) ?? [];
    expect(sections.slice(0, 3)).toEqual(['## Introduction', '## Tutorials', '## Using Redux Toolkit']);

    const links = [...text.matchAll(/^- \[[^\]]+\]\((https:\/\/[^)]+)\)(: .+)?$/gm)].map((match) => match[1]!);
    expect(links).toHaveLength(69);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) {
      const { pathname } = new URL(link);
      expect(pathname).toMatch(/\.md$/);
      const answer = await request.get(pathname);
      expect(answer.status(), pathname).toBe(200);
      expect(answer.headers()['content-type'], pathname).toBe('text/markdown; charset=utf-8');
    }
  });

  test('llms-full.txt holds every page, each after a rule and its URL', async ({ request }) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const sources = text.match(/^---\n\nSource: https:\/\/\S+$/gm) ?? [];
    expect(sources).toHaveLength(69);
    const createSlice = await (await request.get('/api/createSlice.md')).text();
    expect(text).toContain(`Source: https://redux-toolkit.js.org/api/createSlice\n\n${createSlice}`);
  });

  test('is sent compressed', async ({ request }) => {
    const response = await request.get('/llms-full.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });
});
