import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ExampleAnalysis } from './analyse';
import { HOVER_DIR, hoverFilePath } from './page-file';
import { siteAnalysis, siteOutline, type SiteOutline } from './site-analysis';
import { timed } from '../../lib/build-timing/timing';

/** Writes each page's hover data (computed once with the examples' program) as a versioned JSON file. */
export default function typeHoverPlugin(context: LoadContext): Plugin {
  // Start the TypeScript work now (in a build: the outline the pages compile with, then the quick info
  // postBuild writes; on the development server: the live analysis).
  void siteAnalysis(context.siteDir).catch(() => undefined);
  return {
    name: 'type-hover',
    async postBuild({ outDir }) {
      const [{ hover }, outline] = await Promise.all([siteAnalysis(context.siteDir), siteOutline(context.siteDir)]);
      await timed('type-hover data files', () => writeHoverFiles(outDir, hover, outline));
    },
  };
}

/**
 * The pages were marked from the outline before the hover data existed: a
 * page whose data covers other blocks than it was marked with would ask for
 * entries that are not there, or miss some, so the build stops instead.
 */
export function checkHoverMatchesOutline(hover: ExampleAnalysis['hover'], outline: Pick<SiteOutline, 'hoverBlocks'>) {
  const pages = new Set([...hover.keys(), ...outline.hoverBlocks.keys()]);
  for (const docPath of pages) {
    const analysed = Object.keys(hover.get(docPath)?.blocks ?? {}).sort();
    const marked = [...(outline.hoverBlocks.get(docPath) ?? [])].sort();
    if (analysed.join('\n') !== marked.join('\n')) {
      throw new Error(
        `The hover data of docs/${docPath} covers ${analysed.length} block(s), but the page was marked for ` +
          `${marked.length}: the outline and the analysis disagree (plugins/type-hover/analyse.ts).`,
      );
    }
  }
}

async function writeHoverFiles(outDir: string, hover: ExampleAnalysis['hover'], outline: SiteOutline): Promise<void> {
  checkHoverMatchesOutline(hover, outline);
  await fs.mkdir(path.join(outDir, HOVER_DIR), { recursive: true });
  let total = 0;
  for (const [docPath, data] of hover) {
    const json = JSON.stringify(data);
    await fs.writeFile(path.join(outDir, hoverFilePath(docPath, outline.version)), json);
    total += json.length;
  }
  console.log(`[type-hover] ${hover.size} hover data files, ${total} bytes in /${HOVER_DIR}/`);
}
