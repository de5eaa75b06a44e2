import { fromParse5 } from 'hast-util-from-parse5';
import { parse } from 'parse5';
import type { Root } from 'hast';

/**
 * A whole HTML document as a hast tree, parsed by parse5 as a browser would.
 * This is what `hast-util-from-html` does, minus its error reporting, with
 * parse5 7, which ships CommonJS: the build's tools run under tsx and jiti,
 * which load an ES-module-only parser through getters that made parsing the
 * site's pages two to four times as slow.
 */
export function parseHtml(html: string): Root {
  return fromParse5(parse(html)) as Root;
}
