import { visit } from 'unist-util-visit';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import { exampleLang } from '../../lib/code-blocks/extract';
import { splitFiles, type ExampleFile } from '../../lib/code-blocks/files';
import { formatFenceMeta, parseFenceMeta, type FenceMeta } from '../../lib/code-blocks/meta';
import { toJavaScript, toJavaScriptFileName } from './to-javascript';

interface Replacement {
  parent: Parent;
  node: Code;
}

/**
 * Remark plugin: each `ts`/`tsx` block becomes TypeScript and JavaScript tabs,
 * the JavaScript generated from the TypeScript. Multi-file blocks become one
 * titled code block per visible file, and our fence attributes are removed.
 */
export default function remarkCodeTabs() {
  return async (tree: Root): Promise<void> => {
    const found: Replacement[] = [];
    visit(tree, 'code', (node: Code, _index, parent) => {
      const lang = exampleLang(node.lang);
      if ((lang === 'ts' || lang === 'tsx') && parent) found.push({ parent, node });
    });
    const replacements = await Promise.all(found.map(({ node }) => renderExample(node)));
    found.forEach(({ parent, node }, index) => {
      const position = parent.children.indexOf(node as RootContent);
      parent.children.splice(position, 1, ...(replacements[index] as RootContent[]));
    });
  };
}

/** Renders one TypeScript block as tabs, or as plain TypeScript when there is no JavaScript to show. */
export async function renderExample(node: Code): Promise<Array<Code | MdxJsxFlowElement>> {
  const lang = exampleLang(node.lang) as 'ts' | 'tsx';
  const meta = parseFenceMeta(node.meta);
  const shown = shownFiles(lang, meta, splitFiles(node.value));
  const titled = shown.map(({ file, title }) => ({ code: file.code, title }));
  const typescript = shown.map((file): Code => ({
    type: 'code',
    lang: file.lang,
    meta: file.metastring ?? null,
    value: file.file.code,
  }));
  if (meta.noTranspile) return typescript;

  const javascript: Code[] = [];
  for (const { code, title } of titled) {
    let converted: string;
    try {
      converted = await toJavaScript(code, fileLang(title, lang));
    } catch {
      return typescript; // a block that opted out of checking may not be valid TypeScript either
    }
    if (converted.trim() !== '') {
      const jsLang = fileLang(title, lang) === 'tsx' ? 'jsx' : 'js';
      javascript.push(codeNode(jsLang, converted, meta, title && toJavaScriptFileName(title)));
    }
  }
  if (javascript.length === 0) return typescript;
  return [tabs([tabItem('ts', typescript), tabItem('js', javascript)])];
}

/** A file of a TypeScript fence as readers see it: one code block in the TypeScript tab. */
export interface ShownFile {
  readonly file: ExampleFile;
  readonly title: string | undefined;
  readonly lang: 'ts' | 'tsx';
  /** The rendered block's metastring (our attributes removed, `title` set), undefined when empty. */
  readonly metastring: string | undefined;
}

/** The code blocks the TypeScript tab of a fence shows: its visible files, titled by their `// file:` name. */
export function shownFiles(lang: 'ts' | 'tsx', meta: FenceMeta, files: readonly ExampleFile[]): ShownFile[] {
  return files
    .filter((file) => !file.hidden)
    .map((file) => {
      const title = file.name ?? meta.title;
      return { file, title, lang: fileLang(title, lang), metastring: formatFenceMeta(meta, title) || undefined };
    });
}

function fileLang(title: string | undefined, fallback: 'ts' | 'tsx'): 'ts' | 'tsx' {
  if (title?.endsWith('.tsx')) return 'tsx';
  if (title?.endsWith('.ts')) return 'ts';
  return fallback;
}

function codeNode(lang: string, value: string, meta: FenceMeta, title: string | undefined): Code {
  return { type: 'code', lang, meta: formatFenceMeta(meta, title) || null, value };
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute' as const, name, value };
}

function tabs(children: MdxJsxFlowElement[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ExampleTabs',
    // The component's defaults (the shared "language" group, its labels): nothing repeated in every page's script.
    attributes: [],
    children,
  };
}

function tabItem(value: 'ts' | 'js', children: Code[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ExampleTab',
    attributes: [attribute('value', value)],
    children,
  };
}
