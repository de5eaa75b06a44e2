import { createHash } from 'node:crypto';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';

/** CSP hashes (`sha256-…`) of the inline scripts in a page, parsed with a real HTML parser. */
export function inlineScriptHashes(html: string): string[] {
  return selectAll('script:not([src])', fromHtml(html))
    .filter((script) => {
      const type = script.properties.type;
      return type === undefined || type === 'text/javascript' || type === 'module';
    })
    .map((script) => `sha256-${createHash('sha256').update(toString(script), 'utf8').digest('base64')}`);
}
