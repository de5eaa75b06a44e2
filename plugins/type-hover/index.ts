import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ExampleAnalysis } from './analyse';
import { HOVER_DIR, hoverFile } from './page-file';
import { siteAnalysis } from './site-analysis';
import { timed } from '../../lib/build-timing/timing';

/** Writes each page's hover data (computed once with the examples' program) as a content-hashed JSON file. */
export default function typeHoverPlugin(context: LoadContext): Plugin {
  // Start the TypeScript work now: it runs beside the rest of the build until the docs' remark plugins need it.
  void siteAnalysis(context.siteDir).catch(() => undefined);
  return {
    name: 'type-hover',
    async postBuild({ outDir }) {
      const { hover } = await siteAnalysis(context.siteDir);
      await timed('type-hover data files', () => writeHoverFiles(outDir, hover));
    },
  };
}

async function writeHoverFiles(outDir: string, hover: ExampleAnalysis['hover']): Promise<void> {
  await fs.mkdir(path.join(outDir, HOVER_DIR), { recursive: true });
  let total = 0;
  for (const [docPath, data] of hover) {
    const file = hoverFile(docPath, data);
    await fs.writeFile(path.join(outDir, file.path), file.json);
    total += file.json.length;
  }
  console.log(`[type-hover] ${hover.size} hover data files, ${total} bytes in /${HOVER_DIR}/`);
}
