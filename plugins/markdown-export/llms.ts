import { markdownPathOf } from '../../src/copy-page/urls';
import type { ExportedPage, PageSection } from './sections';

export interface SiteSummary {
  /** The site name, the llms.txt h1. */
  readonly title: string;
  /** One paragraph, the llms.txt blockquote. */
  readonly summary: string;
  /** The site's root URL with a trailing slash. */
  readonly siteRoot: string;
}

/** Absolute URL of a page's HTML. */
export function pageUrl(siteRoot: string, permalink: string): string {
  return new URL(permalink.replace(/^\//, ''), siteRoot).href;
}

/** Absolute URL of a page's Markdown export (`/api/createSlice` → `/api/createSlice.md`). */
export function markdownUrl(siteRoot: string, permalink: string): string {
  return pageUrl(siteRoot, markdownPath(permalink));
}

/** Site path of a page's Markdown export: the rule the page's Copy menu links to, from one place. */
export const markdownPath = markdownPathOf;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (char) => `\\${char}`);
}

/** `/llms.txt` in the llms.txt format (https://llmstxt.org): title, summary, notes, then one link list per section. */
export function buildLlmsTxt(site: SiteSummary, sections: readonly PageSection[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is Markdown; the same URL without \`.md\` is the HTML page. All pages in one file: ${pageUrl(site.siteRoot, '/llms-full.txt')}`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      const link = `[${linkText(page.title)}](${markdownUrl(site.siteRoot, page.permalink)})`;
      lines.push(`- ${link}${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: every page's Markdown in section order, each after a `---` rule and its URL. */
export function buildLlmsFullTxt(site: SiteSummary, sections: readonly PageSection[]): string {
  const pages: ExportedPage[] = sections.flatMap((section) => section.pages);
  const header = [
    `# ${site.title}: full documentation`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `The ${pages.length} pages of the documentation in reading order. Each starts after a \`---\` line with its URL.`,
  ].join('\n');
  const bodies = pages.map(
    (page) => `---\n\nSource: ${pageUrl(site.siteRoot, page.permalink)}\n\n${page.markdown.trimEnd()}`,
  );
  return `${[header, ...bodies].join('\n\n')}\n`;
}
