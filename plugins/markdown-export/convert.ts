import yaml from 'js-yaml';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import type { Heading, Parent, Root, RootContent } from 'mdast';
import { admonitionToBlockquote, isAdmonition, labelLegacyAdmonitionTitles } from './admonitions';
import { exportCodeBlock } from './code-blocks';
import { absoluteUrl, type LinkContext } from './links';
import { detailsToMarkdown, tabsToMarkdown } from './mdx-components';
import { parseDocSource } from './parse';
import { LIVE_EXAMPLE_DIRECTIVE } from '../live-examples/remark-live-example';
import type { ExampleFile } from '../../src/live-examples/protocol';

export interface ConvertOptions extends LinkContext {
  /** `.mdx` sources are parsed as MDX; `.md` ones as CommonMark, as the site does. */
  readonly isMdx: boolean;
  /** The page title, used when the source does not start with an h1 (front matter `title` wins over this). */
  readonly fallbackTitle?: string;
  /** Reads a live example placed with `::live-example{name="…"}`: exported as its files, one fence each. */
  readonly liveExample?: (name: string) => { readonly title: string; readonly files: readonly ExampleFile[] };
}

/** The Markdown a docs source page is exported as. */
export function convertDoc(original: string, options: ConvertOptions): string {
  const source = labelLegacyAdmonitionTitles(original);
  const tree = parseDocSource(source, options.isMdx);
  const title = frontMatterTitle(tree) ?? options.fallbackTitle;
  tree.children = transformChildren(tree.children, source, options);
  const first = tree.children[0];
  if (!(first?.type === 'heading' && first.depth === 1) && title) {
    const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
    tree.children.unshift(heading);
  }
  return stringify(tree);
}

function frontMatterTitle(tree: Root): string | undefined {
  const node = tree.children.find((child) => child.type === 'yaml');
  if (node?.type !== 'yaml') return undefined;
  const data = yaml.load(node.value);
  if (data && typeof data === 'object' && 'title' in data && typeof data.title === 'string') return data.title;
  return undefined;
}

/** The source text of a node: directives the site does not render stay as the author wrote them. */
function sourceText(node: TextDirective | LeafDirective, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? `:${node.name}` : source.slice(start, end);
}

function transformChildren(children: readonly RootContent[], source: string, options: ConvertOptions): RootContent[] {
  return children.flatMap((child) => transformNode(child, source, options));
}

function withChildren<T extends Parent>(node: T, source: string, options: ConvertOptions): T {
  return { ...node, children: transformChildren(node.children as RootContent[], source, options) };
}

function transformNode(node: RootContent, source: string, options: ConvertOptions): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'code':
      return exportCodeBlock(node);
    case 'link':
    case 'image':
    case 'definition':
      return node.type === 'link'
        ? [{ ...withChildren(node, source, options), url: absoluteUrl(node.url, options) }]
        : [{ ...node, url: absoluteUrl(node.url, options) }];
    case 'containerDirective':
      return isAdmonition(node)
        ? [withChildren(admonitionToBlockquote(node), source, options)]
        : transformChildren(unlabelled(node), source, options);
    case 'leafDirective':
      if (node.name === LIVE_EXAMPLE_DIRECTIVE && node.attributes?.name && options.liveExample) {
        return liveExampleToMarkdown(options.liveExample(node.attributes.name));
      }
      return [{ type: 'paragraph', children: [{ type: 'text', value: sourceText(node, source) }] }];
    case 'textDirective':
      return [{ type: 'text', value: sourceText(node, source) }];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (node.name === 'Tabs') return transformChildren(tabsToMarkdown(node), source, options);
      if (node.name === 'details') return transformChildren(detailsToMarkdown(node), source, options);
      // Any other component: its content is what it means in plain Markdown.
      return transformChildren(node.children as RootContent[], source, options);
    default:
      return 'children' in node ? [withChildren(node, source, options)] : [node];
  }
}

/** A live example in Markdown: its title, then each file as a fence named by its path. */
function liveExampleToMarkdown(example: { title: string; files: readonly ExampleFile[] }): RootContent[] {
  const intro: RootContent = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: `Live example: ${example.title}` }] }],
  };
  return [
    intro,
    ...example.files.flatMap((file) =>
      exportCodeBlock({
        type: 'code',
        lang: file.path.endsWith('.tsx') ? 'tsx' : 'ts',
        meta: `title="${file.path}"`,
        value: file.code.replace(/\n$/, ''),
      }),
    ),
  ];
}

function unlabelled(node: ContainerDirective): RootContent[] {
  return node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
}

function stringify(tree: Root): string {
  return toMarkdown(tree, {
    // Unpadded tables: aligned columns only add bytes for a reader that is not a person.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}
