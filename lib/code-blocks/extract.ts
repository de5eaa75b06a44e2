import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { parseFenceMeta, type FenceMeta } from './meta';
import { splitFiles, type ExampleFile } from './files';

export const TYPESCRIPT_LANGS = ['ts', 'tsx', 'typescript'] as const;
export const JAVASCRIPT_LANGS = ['js', 'jsx', 'javascript'] as const;

/** A fenced code block from a docs page that the examples toolchain cares about. */
export interface ExampleBlock {
  readonly lang: 'ts' | 'tsx' | 'js' | 'jsx';
  readonly meta: FenceMeta;
  /** 1-based line in the markdown file of the first line inside the fence. */
  readonly line: number;
  readonly code: string;
  readonly files: readonly ExampleFile[];
}

/** Parses a markdown (`.md`) or MDX (`.mdx`) source the way the site does (with GFM), into its syntax tree. */
export function parseMarkdown(source: string, isMdx: boolean): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), gfm(), ...(isMdx ? [mdxjs()] : [])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), ...(isMdx ? [mdxFromMarkdown()] : [])],
  });
}

// On globalThis: Docusaurus loads the config and each plugin through separate module loaders.
const SHARED_TREES = Symbol.for('rtk-docs.shared-doc-trees');
/** Enough for every page of the site twice over (the development server parses edited pages anew). */
const MAX_SHARED_TREES = 200;

/**
 * parseMarkdown's tree of a docs source, shared by the build steps that read
 * the same pages (the symbol index, the pages' outlines, the diagrams): one
 * parse per page instead of one per step. Read the tree; never change it.
 */
export function sharedDocTree(source: string, isMdx: boolean): Root {
  const store = globalThis as { [SHARED_TREES]?: Map<string, Root> };
  const trees = (store[SHARED_TREES] ??= new Map());
  const key = `${isMdx ? 'mdx' : 'md'}\n${source}`;
  let tree = trees.get(key);
  if (tree) {
    // Most recently used last: the first entry is the one to drop.
    trees.delete(key);
  } else {
    tree = parseMarkdown(source, isMdx);
    if (trees.size >= MAX_SHARED_TREES) trees.delete(trees.keys().next().value!);
  }
  trees.set(key, tree);
  return tree;
}

/** Normalises a fence language to the four the toolchain handles, or undefined for others. */
export function exampleLang(lang: string | null | undefined): ExampleBlock['lang'] | undefined {
  switch (lang) {
    case 'ts':
    case 'typescript':
      return 'ts';
    case 'tsx':
      return 'tsx';
    case 'js':
    case 'javascript':
      return 'js';
    case 'jsx':
      return 'jsx';
    default:
      return undefined;
  }
}

/** Returns every ts/tsx/js/jsx fenced block of a page, in document order. */
export function extractBlocks(source: string, isMdx: boolean): ExampleBlock[] {
  const blocks: ExampleBlock[] = [];
  visit(parseMarkdown(source, isMdx), 'code', (node: Code) => {
    const lang = exampleLang(node.lang);
    if (!lang || !node.position) return;
    blocks.push({
      lang,
      meta: parseFenceMeta(node.meta),
      line: node.position.start.line + 1,
      code: node.value,
      files: splitFiles(node.value),
    });
  });
  return blocks;
}
