/**
 * Diagrams drawn at build time: how a page finds the drawing of a Mermaid
 * source. The build (plugins/diagrams) draws each diagram once per colour
 * mode and publishes the SVGs; a page looks them up by the key of the source
 * it holds, so nothing but the source has to travel with the page.
 */

export type ColourMode = 'light' | 'dark';

export const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/** Where the SVG files are published, below the site's base URL. */
export const DIAGRAM_URL_DIR = 'assets/diagrams';

/** A drawn diagram as a page sees it: the server also has the markup to inline; the browser has the URLs. */
export interface DrawnDiagram {
  /** The SVG of each colour mode, as a file (content-hashed, cacheable for good). */
  readonly urls: Readonly<Record<ColourMode, string>>;
  /** The drawing's size in CSS pixels: the page reserves this box, so nothing moves as it appears. */
  readonly size: { readonly width: number; readonly height: number };
  /** The SVG markup of each colour mode: only in the server bundle, which inlines it in the page. */
  readonly markup?: Readonly<Record<ColourMode, string>>;
}

/** Drawn diagrams by the key of their source. */
export type DrawnDiagrams = Readonly<Record<string, DrawnDiagram>>;

/**
 * A short key for a Mermaid source (53-bit string hash, base 36). The same
 * function runs in the build and in the page, so it has to be synchronous
 * and free of Node APIs; it is a lookup key, not a security measure.
 */
export function diagramKey(source: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < source.length; index++) {
    const code = source.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
}

/** The id Mermaid gives the drawing's root `svg` (and prefixes its inner ids with): unique per page and mode. */
export function diagramSvgId(key: string, mode: ColourMode): string {
  return `diagram-${key}-${mode}`;
}
