import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { timed } from '../../lib/build-timing/timing';
import { diagramKey } from '../../src/diagrams/drawn-diagram';
import { isDevServer } from '../dev-data/dev-files';
import { drawDiagrams, MERMAID_VERSION, NoBrowserError, type Drawing, type MermaidSetup } from './draw';
import { createDrawingCache } from './drawing-cache';
import { findDocDiagrams } from './find-diagrams';
import { publishDiagrams } from './publish';

/** Where the SVG files are written: a static directory of the site (see docusaurus.config.ts). */
export const DIAGRAMS_STATIC_DIR = 'node_modules/.cache/diagrams/static';
const CACHE_DIR = 'node_modules/.cache/diagrams/drawings';
/** The module `src/theme/Mermaid` imports: the server bundle's has the markup, the browser's only URLs. */
export const DRAWN_DIAGRAMS_MODULE = '@drawn-diagrams';

interface ThemeConfigWithMermaid {
  readonly mermaid?: { readonly theme?: Partial<MermaidSetup['themes']>; readonly options?: MermaidSetup['options'] };
}

/** The site's Mermaid themes and options, as `@docusaurus/theme-mermaid` applies them in the browser. */
export function mermaidSetup(themeConfig: ThemeConfigWithMermaid): MermaidSetup {
  const mermaid = themeConfig.mermaid ?? {};
  return {
    themes: { light: mermaid.theme?.light ?? 'default', dark: mermaid.theme?.dark ?? 'dark' },
    options: mermaid.options ?? {},
  };
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

/**
 * Draws the docs' Mermaid diagrams at build time, so a page with a diagram
 * ships its SVG in the HTML and no diagram code at all: Mermaid's library and
 * layout run here, once, instead of on every reader's phone. Without a
 * browser to draw with (or for a diagram Mermaid rejects, in the development
 * server), the page falls back to drawing it in the reader's browser.
 */
export default function diagramsPlugin(context: LoadContext): Plugin<Map<string, Drawing>> {
  const docsDir = path.join(context.siteDir, 'docs');
  const staticDir = path.join(context.siteDir, DIAGRAMS_STATIC_DIR);
  // In the generated-files folder, which the development server watches (node_modules is not watched).
  const modulesDir = path.join(context.generatedFilesDir, 'diagrams');
  const setup = mermaidSetup(context.siteConfig.themeConfig as ThemeConfigWithMermaid);
  const cache = createDrawingCache(path.join(context.siteDir, CACHE_DIR), MERMAID_VERSION, setup);
  return {
    name: 'diagrams',
    getPathsToWatch() {
      return [path.join(docsDir, '**/*.{md,mdx}')];
    },
    async loadContent() {
      return timed('diagrams', async () => {
        const found = findDocDiagrams(docsDir).map((diagram) => ({
          key: diagramKey(diagram.source),
          source: diagram.source,
          place: `docs/${diagram.file}:${diagram.line}`,
        }));
        const drawings = new Map<string, Drawing>();
        const missing = [];
        for (const diagram of found) {
          const cached = await cache.read(diagram.source);
          if (cached) drawings.set(diagram.key, cached);
          else if (!drawings.has(diagram.key)) missing.push(diagram);
        }
        try {
          const drawn = await drawDiagrams(missing, setup);
          if (drawn.failures.length > 0) {
            const message = `Mermaid could not draw ${drawn.failures.length} diagram(s):\n  ${drawn.failures.join('\n  ')}`;
            if (!isDevServer()) throw new Error(message);
            console.warn(`[diagrams] ${message}\nThe page draws them in the browser, where Mermaid shows its error.`);
          }
          for (const diagram of missing) {
            const drawing = drawn.drawings.get(diagram.key);
            if (!drawing) continue;
            drawings.set(diagram.key, drawing);
            await cache.write(diagram.source, drawing);
          }
        } catch (error) {
          if (!(error instanceof NoBrowserError)) throw error;
          console.warn(
            `[diagrams] ${error.message}: ${missing.length} diagram(s) will be drawn in the reader's browser.`,
          );
        }
        await cache.keepOnly(found.map((diagram) => diagram.source));
        console.log(`[diagrams] ${drawings.size} of ${found.length} diagrams drawn (${missing.length} newly)`);
        return drawings;
      });
    },
    async contentLoaded({ content }) {
      const published = publishDiagrams(content, context.baseUrl);
      await fs.rm(staticDir, { recursive: true, force: true });
      await Promise.all(
        [...published.files].map(async ([file, svg]) => {
          await fs.mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
          await fs.writeFile(path.join(staticDir, file), svg);
        }),
      );
      // Rewritten only when changed: the development server rebuilds whatever imports a touched file.
      await writeIfChanged(path.join(modulesDir, 'server.json'), JSON.stringify(published.server));
      await writeIfChanged(path.join(modulesDir, 'client.json'), JSON.stringify(published.client));
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: { [DRAWN_DIAGRAMS_MODULE]: path.join(modulesDir, isServer ? 'server.json' : 'client.json') },
        },
      };
    },
  };
}
