import { createHash } from 'node:crypto';
import {
  COLOUR_MODES,
  DIAGRAM_URL_DIR,
  diagramSvgId,
  type ColourMode,
  type DrawnDiagram,
  type DrawnDiagrams,
} from '../../src/diagrams/drawn-diagram';
import type { Drawing } from './draw';
import { validMarkup } from './valid-markup';

/** What the build publishes for its drawings: the SVG files, and what each bundle knows about them. */
export interface PublishedDiagrams {
  /** Paths below the static folder → SVG markup. */
  readonly files: ReadonlyMap<string, string>;
  /** For the server bundle: URLs and markup, which it inlines in the page. */
  readonly server: DrawnDiagrams;
  /** For the browser bundle: URLs only, fetched when a page is reached without server markup. */
  readonly client: DrawnDiagrams;
}

/** Makes each SVG valid HTML and names its file by its content's hash, so a changed drawing never meets a stale cached one. */
export function publishDiagrams(drawings: ReadonlyMap<string, Drawing>, baseUrl: string): PublishedDiagrams {
  const files = new Map<string, string>();
  const server: Record<string, DrawnDiagram> = {};
  const client: Record<string, DrawnDiagram> = {};
  for (const [key, drawing] of drawings) {
    const urls = {} as Record<ColourMode, string>;
    const markup = {} as Record<ColourMode, string>;
    for (const mode of COLOUR_MODES) {
      markup[mode] = validMarkup(drawing.svg[mode], diagramSvgId(key, mode));
      const hash = createHash('sha256').update(markup[mode]).digest('hex').slice(0, 10);
      const file = `${DIAGRAM_URL_DIR}/${key}.${mode}.${hash}.svg`;
      files.set(file, markup[mode]);
      urls[mode] = `${baseUrl}${file}`;
    }
    const size = { width: drawing.width, height: drawing.height };
    server[key] = { urls, size, markup };
    client[key] = { urls, size };
  }
  return { files, server, client };
}
