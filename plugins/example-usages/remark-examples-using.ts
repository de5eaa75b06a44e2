import fs from 'node:fs';
import path from 'node:path';
import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { listDocFiles } from '../../lib/code-blocks/docs-files';
import { docPathOf, siteExampleUsages } from '../type-hover/site-analysis';
import type { ExampleUsage } from '../type-hover/analyse';
import { exportOwners } from './owners';
import { pageOutline, type PageOutline } from './page-outline';
import { exampleSection, SECTION_TITLE, type ExampleLink, type ExampleSection } from './section';
import { timedSync } from '../../lib/build-timing/timing';
import { isDevServer } from '../dev-data/dev-files';
import { recompileFiles } from '../dev-data/dev-compiler';

export interface RemarkExamplesUsingOptions {
  readonly siteDir: string;
  /**
   * Doc ids in sidebar order. A function, because Docusaurus ships the site config
   * (plugin options included) to every page: a list here would add ~0.9 KB gzip to each.
   */
  readonly order: () => readonly string[];
  /** Folders whose pages are API reference pages. */
  readonly apiFolders: readonly string[];
}

interface SiteUsages {
  readonly outlines: ReadonlyMap<string, PageOutline>;
  readonly owners: ReadonlyMap<string, string>;
  readonly usages: readonly ExampleUsage[];
}

const outlinesCache = new Map<string, Map<string, PageOutline>>();
const usagesCache = new Map<string, SiteUsages>();

/** The outline of every docs page, read once per build (the development server updates a page's as it compiles). */
function siteOutlines(siteDir: string): Map<string, PageOutline> {
  let outlines = outlinesCache.get(siteDir);
  if (!outlines) {
    const docsDir = path.join(siteDir, 'docs');
    outlines = timedSync(
      'example usages: page outlines',
      () =>
        new Map(
          listDocFiles(docsDir).map((docPath) => [
            docPath,
            pageOutline(docPath, fs.readFileSync(path.join(docsDir, docPath), 'utf8')),
          ]),
        ),
    );
    outlinesCache.set(siteDir, outlines);
  }
  return outlines;
}

async function siteUsages(options: RemarkExamplesUsingOptions): Promise<SiteUsages> {
  const outlines = siteOutlines(options.siteDir);
  const exampleUsages = await siteExampleUsages(options.siteDir);
  // The development server's analysis follows edits: there the owners are worked out again each time (milliseconds).
  if (isDevServer()) return { outlines, owners: apiOwners(options, outlines, exampleUsages), usages: exampleUsages };
  let usages = usagesCache.get(options.siteDir);
  if (!usages) {
    usages = timedSync('example usages: owners', () => ({
      outlines,
      owners: apiOwners(options, outlines, exampleUsages),
      usages: exampleUsages,
    }));
    usagesCache.set(options.siteDir, usages);
  }
  return usages;
}

/** Which API page owns each toolkit export that an example calls. */
function apiOwners(
  options: RemarkExamplesUsingOptions,
  outlines: ReadonlyMap<string, PageOutline>,
  usages: readonly ExampleUsage[],
): ReadonlyMap<string, string> {
  const order = options.order();
  const rank = (docPath: string) => {
    const index = order.indexOf(docPath.replace(/\.mdx?$/, ''));
    return index === -1 ? order.length : index;
  };
  const apiPages = [...outlines.values()]
    .filter((outline) => options.apiFolders.some((folder) => outline.docPath.startsWith(folder)))
    .sort((a, b) => rank(a.docPath) - rank(b.docPath));
  const called = new Set(usages.flatMap((usage) => usage.calls));
  return exportOwners(apiPages, called);
}

/**
 * Remark plugin: ends each API reference page with "Examples using this",
 * links to the examples elsewhere in the docs that call the exports the page
 * owns. Pages without such examples get no section.
 */
export default function remarkExamplesUsing(options: RemarkExamplesUsingOptions) {
  // Read the outlines now, while the pages wait for the example analysis, rather than after it.
  setImmediate(() => {
    try {
      siteOutlines(options.siteDir);
    } catch {
      // The first API page reads them again and reports the error.
    }
  });
  const isApiPage = (docPath: string) => options.apiFolders.some((folder) => docPath.startsWith(folder));
  const devSections = isDevServer() ? new DevSections(options) : undefined;
  return async (tree: Root, file: VFile): Promise<void> => {
    const docPath = docPathOf(options.siteDir, file.path);
    if (!docPath) return;
    // Runs after the type-hover plugin, which has analysed this page's examples as they are now.
    await devSections?.pageCompiled(docPath, isApiPage);
    if (!isApiPage(docPath)) return;
    const section = apiPageSection(await siteUsages(options), options, docPath);
    devSections?.shown(docPath, section);
    if (!section) return;
    tree.children.push(...sectionNodes(docPath, section.owned, section));
  };
}

/** The section an API page ends with, or undefined when no example elsewhere calls what it owns. */
function apiPageSection(
  { outlines, owners, usages }: SiteUsages,
  options: RemarkExamplesUsingOptions,
  docPath: string,
): (ExampleSection & { readonly owned: readonly string[] }) | undefined {
  const owned = new Set([...owners].filter(([, owner]) => owner === docPath).map(([name]) => name));
  if (owned.size === 0) return undefined;
  const section = exampleSection(docPath, owned, usages, outlines, options.order());
  return section.links.length === 0 ? undefined : { ...section, owned: [...owned].sort() };
}

/**
 * For `docusaurus start`: an API page's section lists examples from other
 * pages, so when a page is compiled after an edit, the API pages whose
 * sections now differ from what they show are compiled again.
 */
class DevSections {
  /** What each compiled API page shows, as JSON ('' for no section). */
  private readonly showing = new Map<string, string>();

  constructor(private readonly options: RemarkExamplesUsingOptions) {}

  shown(docPath: string, section: ExampleSection | undefined): void {
    this.showing.set(docPath, section ? JSON.stringify(section) : '');
  }

  async pageCompiled(docPath: string, isApiPage: (docPath: string) => boolean): Promise<void> {
    const { siteDir } = this.options;
    siteOutlines(siteDir).set(
      docPath,
      pageOutline(docPath, fs.readFileSync(path.join(siteDir, 'docs', docPath), 'utf8')),
    );
    if (this.showing.size === 0) return;
    const site = await siteUsages(this.options);
    const stale: string[] = [];
    for (const [apiPage, shown] of this.showing) {
      if (apiPage === docPath || !isApiPage(apiPage)) continue;
      const section = apiPageSection(site, this.options, apiPage);
      if ((section ? JSON.stringify(section) : '') !== shown) stale.push(apiPage);
    }
    if (stale.length === 0) return;
    for (const apiPage of stale) this.showing.delete(apiPage);
    console.log(`[example-usages] ${docPath} changed the examples listed on ${stale.join(', ')}: compiling again`);
    // After this compilation: the bundler collects the files and starts another once this one is done.
    recompileFiles(stale.map((apiPage) => path.join(this.options.siteDir, 'docs', apiPage)));
  }
}

/** The markdown of the section: a heading, an intro naming the exports, the links and the count of the rest. */
export function sectionNodes(docPath: string, owned: readonly string[], section: ExampleSection): RootContent[] {
  const intro: PhrasingContent[] = [{ type: 'text', value: 'Examples on other pages that call ' }];
  owned.forEach((name, index) => {
    if (index > 0) intro.push({ type: 'text', value: index === owned.length - 1 ? ' or ' : ', ' });
    intro.push({ type: 'inlineCode', value: name });
  });
  intro.push({ type: 'text', value: ':' });
  const list = (links: readonly ExampleLink[]): List => ({
    type: 'list',
    ordered: false,
    spread: false,
    children: links.map((link) => listItem(docPath, link, owned.length > 1)),
  });
  const nodes: RootContent[] = [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: SECTION_TITLE }] },
    { type: 'paragraph', children: intro },
    list(section.links),
  ];
  if (section.rest.length > 0) {
    const count = section.rest.length;
    // A count, not a list: on the most used APIs the full list would weigh on every visit to the page.
    nodes.push({
      type: 'paragraph',
      children: [{ type: 'text', value: `And ${count} more ${count === 1 ? 'example' : 'examples'} on other pages.` }],
    });
  }
  return nodes;
}

function listItem(fromDocPath: string, link: ExampleLink, showCalls: boolean): ListItem {
  const target = path.posix.relative(path.posix.dirname(fromDocPath), link.docPath);
  const url = `${target.startsWith('.') ? target : `./${target}`}${link.anchor ? `#${link.anchor}` : ''}`;
  const label = link.section ? `${link.pageTitle} › ${link.section}` : link.pageTitle;
  const children: PhrasingContent[] = [{ type: 'link', url, children: [{ type: 'text', value: label }] }];
  if (showCalls) {
    children.push({ type: 'text', value: ' (' });
    link.calls.forEach((name, index) => {
      if (index > 0) children.push({ type: 'text', value: ', ' });
      children.push({ type: 'inlineCode', value: name });
    });
    children.push({ type: 'text', value: ')' });
  }
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}
