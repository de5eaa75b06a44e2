import fs from 'node:fs/promises';
import path from 'node:path';
import { extractPage, type ExtractedPage } from './extract';

/** The HTML file Docusaurus writes for a route (trailing slash unset: `route/index.html`). */
export function htmlFileOf(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, route.replace(/\/$/, ''), 'index.html');
}

/** Extracts every doc page among the built routes. */
export async function extractBuiltPages(outDir: string, routes: readonly string[]): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (const route of new Set(routes)) {
    let html: string;
    try {
      html = await fs.readFile(htmlFileOf(outDir, route), 'utf8');
    } catch {
      continue; // routes such as the 404 page have no index.html of their own
    }
    const page = extractPage(html, route.replace(/\/$/, '') || '/');
    if (page) pages.push(page);
  }
  return pages;
}

/** Every .html file below `dir`. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(dir, entry));
}
