import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LiveExampleData, LiveRuntimeManifest } from '../../src/live-examples/protocol';
import { listExampleNames, readExample } from './examples';
import { buildLiveRuntime } from './runtime';
import { projectScaffold } from './project';
import { LIVE_RUNTIME_PATH, LIVE_URL_DIR, liveExamplePath } from '../../src/live-examples/paths';
import { timed } from '../../lib/build-timing/timing';
import { sandboxPolicyForDocument } from '../../lib/sandbox-policy/sandbox-policy';
import { isDevServer } from '../dev-data/dev-files';
import { DEV_SANDBOX_DIR, sandboxDevServer, writeDevSandbox } from './dev-server';

/** Where the generated files live: a static directory of the site (see docusaurus.config.ts). */
export const LIVE_STATIC_DIR = 'node_modules/.cache/live-examples/static';

interface Loaded {
  readonly files: ReadonlyMap<string, string>;
  readonly examples: number;
}

/**
 * Live examples: reads `examples/<name>/`, bundles the packages examples run with,
 * and writes them with the sandbox document into a static directory, so
 * `docusaurus start` serves exactly what the build ships. The runner finds them at
 * fixed addresses (LIVE_RUNTIME_PATH, liveExamplePath), revalidated on each fetch;
 * the vendor bundle and sandbox document they point to carry content hashes.
 */
export default function liveExamplesPlugin(context: LoadContext): Plugin<Loaded> {
  const examplesDir = path.join(context.siteDir, 'examples');
  const outDir = path.join(context.siteDir, LIVE_STATIC_DIR, LIVE_URL_DIR);
  const url = (name: string) => `${context.baseUrl}${LIVE_URL_DIR}/${name}`;
  /** The sandbox document's policy as last loaded, for the development server (the build's comes from finish-build). */
  let sandboxPolicy = '';
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
      const runtime = await timed('live-examples runtime bundle', () => buildLiveRuntime(context.siteDir));
      sandboxPolicy = sandboxPolicyForDocument(runtime.sandboxHtml);
      const manifest: LiveRuntimeManifest = {
        sandbox: url(hashed('sandbox', 'html', runtime.sandboxHtml)).replace(/\.html$/, ''),
        vendor: url(hashed('vendor', 'js', runtime.vendor)),
        facades: runtime.facades,
      };
      const names = listExampleNames(examplesDir);
      for (const name of names) {
        const read = readExample(examplesDir, name);
        const example: LiveExampleData = {
          ...read,
          scaffold: projectScaffold(context.siteDir, name, read.title, read.files),
        };
        files.set(liveExamplePath(name).slice(LIVE_URL_DIR.length + 1), JSON.stringify(example));
      }
      files.set(LIVE_RUNTIME_PATH.slice(LIVE_URL_DIR.length + 1), JSON.stringify(manifest));
      return { files, examples: names.length };
    },
    configureWebpack(_config, isServer) {
      if (isServer || !isDevServer()) return {};
      return {
        devServer: sandboxDevServer({
          directory: path.join(context.siteDir, DEV_SANDBOX_DIR),
          baseUrl: context.baseUrl,
          sandboxPolicy: () => sandboxPolicy,
        }),
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async contentLoaded({ content }) {
      await fs.rm(outDir, { recursive: true, force: true });
      await fs.mkdir(outDir, { recursive: true });
      await Promise.all([...content.files].map(([name, text]) => fs.writeFile(path.join(outDir, name), text)));
      if (isDevServer())
        await writeDevSandbox(path.join(context.siteDir, DEV_SANDBOX_DIR, LIVE_URL_DIR), content.files);
      const vendor = [...content.files].find(([name]) => name.startsWith('vendor.'))![1];
      console.log(
        `[live-examples] ${content.examples} examples; vendor bundle ${vendor.length} bytes (${gzipSync(vendor).length} gzip)`,
      );
    },
  };
}
