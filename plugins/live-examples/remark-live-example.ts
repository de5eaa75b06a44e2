import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxjsEsm } from 'mdast-util-mdx';
import { parse } from 'acorn';
import { readExample } from './examples';

export interface RemarkLiveExampleOptions {
  readonly siteDir: string;
}

/**
 * The directive a page places a live example with: `::live-example{name="counter"}`.
 * `::live-example{name="counter" compact}` shows the title, description and Run only
 * (the code appears in the editor once it runs): for a page that lists many examples.
 */
export const LIVE_EXAMPLE_DIRECTIVE = 'live-example';

/**
 * Remark plugin: `::live-example{name="…"}` becomes a `<LiveExample>` element whose
 * children are the example's files as ordinary code blocks, so the code is
 * highlighted on the server like every other block; the runner loads on Run.
 */
export default function remarkLiveExample({ siteDir }: RemarkLiveExampleOptions) {
  const examplesDir = path.join(siteDir, 'examples');
  return (tree: Root): void => {
    let placed = false;
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent: Parent | undefined) => {
      if (node.name !== LIVE_EXAMPLE_DIRECTIVE || !parent || index === undefined) return;
      const name = node.attributes?.name;
      if (!name) throw new Error('::live-example needs a name: ::live-example{name="counter"}');
      const example = readExample(examplesDir, name);
      const compact = node.attributes?.compact !== undefined;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'LiveExample',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'name', value: example.name },
          { type: 'mdxJsxAttribute', name: 'title', value: example.title },
          { type: 'mdxJsxAttribute', name: 'open', value: example.open },
          { type: 'mdxJsxAttribute', name: 'files', value: example.files.map((file) => file.path).join('\n') },
          ...(compact ? [{ type: 'mdxJsxAttribute' as const, name: 'description', value: example.description }] : []),
        ],
        children: compact
          ? []
          : example.files.map((file): Code => ({
              type: 'code',
              lang: file.path.endsWith('.tsx') ? 'tsx' : 'ts',
              meta: `title="${file.path}"`,
              value: file.code.replace(/\n$/, ''),
            })),
      };
      parent.children.splice(index, 1, element as RootContent);
      placed = true;
    });
    // Imported by the pages that show an example, not mapped for every page: the other pages' scripts stay as they were.
    if (placed) tree.children.unshift(importLiveExample());
  };
}

const IMPORT = "import LiveExample from '@site/src/components/LiveExample'";

function importLiveExample(): MdxjsEsm {
  const program = parse(IMPORT, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: IMPORT, data: { estree: program as never } };
}
