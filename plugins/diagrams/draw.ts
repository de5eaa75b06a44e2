import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../../lib/browser-path.mjs';
import { COLOUR_MODES, diagramSvgId, type ColourMode } from '../../src/diagrams/drawn-diagram';

/** How the site configures Mermaid (`themeConfig.mermaid`): a theme per colour mode and shared options. */
export interface MermaidSetup {
  readonly themes: Readonly<Record<ColourMode, string>>;
  readonly options: Readonly<Record<string, unknown>>;
}

/** One diagram, drawn: its SVG per colour mode and its size in CSS pixels (the `viewBox`, rounded up). */
export interface Drawing {
  readonly svg: Readonly<Record<ColourMode, string>>;
  readonly width: number;
  readonly height: number;
}

/** A diagram to draw: `key` names its SVGs' ids. */
export interface DiagramToDraw {
  readonly key: string;
  readonly source: string;
  /** Where the source is, for error messages. */
  readonly place: string;
}

export interface DrawResult {
  readonly drawings: Map<string, Drawing>;
  /** One line per diagram Mermaid could not draw: where it is and Mermaid's message. */
  readonly failures: string[];
}

/** The Mermaid the site's theme renders with, so the build draws exactly what the browser would. */
const mermaidRequire = createRequire(require.resolve('@docusaurus/theme-mermaid'));
export const MERMAID_SCRIPT = mermaidRequire.resolve('mermaid/dist/mermaid.min.js');
export const MERMAID_VERSION: string = mermaidRequire('mermaid/package.json').version;

/** The browser could not be started: the diagrams are then drawn in the reader's browser instead. */
export class NoBrowserError extends Error {}

interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

/**
 * Draws each diagram in both colour modes with Mermaid in headless Chromium,
 * the browser the tests drive: Mermaid lays text out by measuring it, which
 * needs a real rendering engine. One browser and one page for the lot.
 */
export async function drawDiagrams(diagrams: readonly DiagramToDraw[], setup: MermaidSetup): Promise<DrawResult> {
  const drawings = new Map<string, Drawing>();
  const failures: string[] = [];
  if (diagrams.length === 0) return { drawings, failures };
  const browser = await chromium
    .launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS })
    .catch((error: Error) => {
      throw new NoBrowserError(`Chromium did not start (${HEADLESS_CHROMIUM_PATH}): ${error.message.split('\n')[0]}`);
    });
  try {
    const page = await browser.newPage();
    await page.setContent('<!DOCTYPE html><html><head></head><body></body></html>');
    await page.addScriptTag({ path: MERMAID_SCRIPT });
    for (const diagram of diagrams) {
      const svgs: Partial<Record<ColourMode, string>> = {};
      let size = { width: 0, height: 0 };
      let failure: string | undefined;
      for (const mode of COLOUR_MODES) {
        const drawn = await page.evaluate(
          async ({ source, id, config }) => {
            const mermaid = (window as unknown as { mermaid: MermaidGlobal }).mermaid;
            mermaid.initialize(config);
            try {
              const { svg } = await mermaid.render(id, source);
              // As XML (`<br />`, not `<br>`): a valid SVG file, and markup an HTML page parses the same way.
              const element = new DOMParser().parseFromString(svg, 'text/html').querySelector('svg')!;
              const { width, height } = element.viewBox.baseVal;
              return { svg: new XMLSerializer().serializeToString(element), width, height };
            } catch (error) {
              return { error: error instanceof Error ? error.message : String(error) };
            }
          },
          {
            source: diagram.source,
            id: diagramSvgId(diagram.key, mode),
            config: { startOnLoad: false, ...setup.options, theme: setup.themes[mode] },
          },
        );
        if ('error' in drawn) {
          failure = `${diagram.place}: ${drawn.error}`;
          break;
        }
        svgs[mode] = drawn.svg;
        size = { width: Math.ceil(drawn.width), height: Math.ceil(drawn.height) };
      }
      if (failure) failures.push(failure);
      else drawings.set(diagram.key, { svg: svgs as Drawing['svg'], ...size });
    }
  } finally {
    await browser.close();
  }
  return { drawings, failures };
}
