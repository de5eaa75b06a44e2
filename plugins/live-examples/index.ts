import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LiveExampleData, LiveRuntimeManifest } from '../../src/live-examples/protocol';
import type { LiveExamplesGlobalData } from '../../src/live-examples/global-data';
import { listExampleNames, readExample } from './examples';
import { buildLiveRuntime } from './runtime';
import { projectScaffold } from './project';

/** Where the generated files live: a static directory of the site (see docusaurus.config.ts). */
export const LIVE_STATIC_DIR = 'node_modules/.cache/live-examples/static';
/** Their URL folder: under /assets/, so content-hashed names are cached as immutable. */
const LIVE_URL_DIR = 'assets/live';

interface Loaded {
  readonly files: ReadonlyMap<string, string>;
  readonly data: LiveExamplesGlobalData;
}

/**
 * Live examples: reads `examples/<name>/`, bundles the packages examples run with,
 * and writes them with the sandbox document as content-hashed files into a static
 * directory, so `docusaurus start` serves exactly what the build ships. Pages find
 * the files through the plugin's global data.
 */
export default function liveExamplesPlugin(context: LoadContext): Plugin<Loaded> {
  const examplesDir = path.join(context.siteDir, 'examples');
  const outDir = path.join(context.siteDir, LIVE_STATIC_DIR, LIVE_URL_DIR);
  const url = (name: string) => `${context.baseUrl}${LIVE_URL_DIR}/${name}`;
  return {
    name: 'live-examples',
    getPathsToWatch() {
      return [path.join(examplesDir, '**/*')];
    },
    async loadContent() {
      const files = new Map<string, string>();
      const hashed = (stem: string, extension: string, text: string) => {
        const name = `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.${extension}`;
        files.set(name, text);
        return name;
      };
      const runtime = await buildLiveRuntime(context.siteDir);
      const manifest: LiveRuntimeManifest = {
        sandbox: url(hashed('sandbox', 'html', runtime.sandboxHtml)).replace(/\.html$/, ''),
        vendor: url(hashed('vendor', 'js', runtime.vendor)),
        facades: runtime.facades,
      };
      const examples: Record<string, string> = {};
      for (const name of listExampleNames(examplesDir)) {
        const read = readExample(examplesDir, name);
        const example: LiveExampleData = {
          ...read,
          scaffold: projectScaffold(context.siteDir, name, read.title, read.files),
        };
        examples[name] = url(hashed(`example-${name}`, 'json', JSON.stringify(example)));
      }
      const runtimeUrl = url(hashed('runtime', 'json', JSON.stringify(manifest)));
      return { files, data: { runtime: runtimeUrl, examples } };
    },
    async contentLoaded({ content, actions }) {
      await fs.rm(outDir, { recursive: true, force: true });
      await fs.mkdir(outDir, { recursive: true });
      await Promise.all([...content.files].map(([name, text]) => fs.writeFile(path.join(outDir, name), text)));
      actions.setGlobalData(content.data);
      const vendor = [...content.files].find(([name]) => name.startsWith('vendor.'))![1];
      console.log(
        `[live-examples] ${Object.keys(content.data.examples).length} examples; vendor bundle ${vendor.length} bytes (${gzipSync(vendor).length} gzip)`,
      );
    },
  };
}
