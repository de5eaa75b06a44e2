import fs from 'node:fs/promises';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { contentKey } from '../../src/type-hover/content-key';
import { MAGIC_COMMENTS } from '../../config/magic-comments';
import { hoverFile, hoverFilePath } from './page-file';
import { renderedCode } from './rendered-code';
import { docPathOf, siteOutline } from './site-analysis';
import { liveAnalysis } from './live-analysis';
import { addProblemNotes, formatProblem } from './problem-notes';
import { isDevServer, writeDevFile } from '../dev-data/dev-files';

export interface RemarkTypeHoverOptions {
  readonly siteDir: string;
}

/** The code block prop naming the page's hover data file (site-relative, without the base URL). */
export const HOVER_PROP = 'typeHoverSrc';

/**
 * Remark plugin, run after the code tabs: gives each TypeScript code block
 * that has hover data the URL of its page's hover data file, as a prop of the
 * code block. The data itself is written by the type-hover plugin's postBuild,
 * or, on the development server, here, as each page compiles.
 */
export default function remarkTypeHover(options: RemarkTypeHoverOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const docPath = docPathOf(options.siteDir, file.path);
    if (!docPath) return;
    if (isDevServer()) {
      await addLiveTypeHover(tree, options.siteDir, docPath, file.path!);
      return;
    }
    // The outline says which blocks will have hover data; the type-hover plugin writes the file at the end.
    const { hoverBlocks, version } = await siteOutline(options.siteDir);
    const keys = hoverBlocks.get(docPath);
    if (keys) markHoverBlocks(tree, new Set(keys), hoverFilePath(docPath, version));
  };
}

/** The content key of a TypeScript code block as the reader sees it, or undefined for other blocks. */
function renderedKey(node: Code): string | undefined {
  if (node.lang !== 'ts' && node.lang !== 'tsx') return undefined;
  const metastring = node.meta ?? undefined;
  return contentKey(node.lang, metastring, renderedCode(node.value, node.lang, metastring, MAGIC_COMMENTS).code);
}

/** Gives each TypeScript block that has hover data (by its content key) the data file's URL. */
function markHoverBlocks(tree: Root, hoverBlocks: ReadonlySet<string>, src: string): void {
  visit(tree, 'code', (node: Code) => {
    const key = renderedKey(node);
    if (key === undefined || !hoverBlocks.has(key)) return;
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [HOVER_PROP]: src } };
  });
}

/**
 * On the development server: analyses the page as it is on disk now (again
 * only when it changed), serves its hover data file, and shows its examples'
 * problems in the terminal and under the blocks they belong to.
 */
async function addLiveTypeHover(tree: Root, siteDir: string, docPath: string, filePath: string): Promise<void> {
  const result = await liveAnalysis(siteDir).page(docPath, await fs.readFile(filePath, 'utf8'));
  if (result.hover) {
    const data = hoverFile(docPath, result.hover);
    await writeDevFile(siteDir, data.path, data.json);
    markHoverBlocks(tree, new Set(Object.keys(result.hover.blocks)), data.path);
  }
  addProblemNotes(tree, result.problems, renderedKey);
  if (!result.analysed) return;
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.log(
    `[type-hover] ${docPath}: examples analysed in ${(result.milliseconds / 1000).toFixed(1)} s, ` +
      `${result.problems.length === 1 ? '1 problem' : `${result.problems.length} problems`}`,
  );
}
