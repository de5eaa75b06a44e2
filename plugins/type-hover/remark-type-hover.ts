import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { contentKey } from '../../src/type-hover/content-key';
import { MAGIC_COMMENTS } from '../../config/magic-comments';
import { hoverFile } from './page-file';
import { renderedCode } from './rendered-code';
import { docPathOf, siteAnalysis } from './site-analysis';

export interface RemarkTypeHoverOptions {
  readonly siteDir: string;
}

/** The code block prop naming the page's hover data file (site-relative, without the base URL). */
export const HOVER_PROP = 'typeHoverSrc';

/**
 * Remark plugin, run after the code tabs: gives each TypeScript code block
 * that has hover data the URL of its page's hover data file, as a prop of the
 * code block. The data itself is written by the type-hover plugin's postBuild.
 */
export default function remarkTypeHover(options: RemarkTypeHoverOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const docPath = docPathOf(options.siteDir, file.path);
    const data = docPath && (await siteAnalysis(options.siteDir)).hover.get(docPath);
    if (!docPath || !data) return;
    const src = hoverFile(docPath, data).path;
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'ts' && node.lang !== 'tsx') return;
      const metastring = node.meta ?? undefined;
      const key = contentKey(
        node.lang,
        metastring,
        renderedCode(node.value, node.lang, metastring, MAGIC_COMMENTS).code,
      );
      if (!data.blocks[key]) return;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [HOVER_PROP]: src } };
    });
  };
}
