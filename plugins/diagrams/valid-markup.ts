/**
 * Mermaid's SVG as valid HTML. Browsers draw Mermaid's markup fine, but it
 * breaks two HTML rules the site's pages are held to (`npm run check:html`):
 * labels put a `<p>` inside a `<span>` (phrasing content), the state
 * diagram's start circle carries `width` and `height`, which `circle` does not
 * have, and sequence diagrams name their actors' shapes with a `name`
 * attribute SVG does not define. Inlined in a page, that is our HTML, so it is
 * made valid here: the paragraph becomes a block-level span (Mermaid's rules
 * for `p` follow it), and the shapes lose the attributes that never applied.
 */

/** The class the label paragraphs get: what Mermaid's `p` selectors are rewritten to. */
export const LABEL_TEXT_CLASS = 'label-text';

const OPEN_P = /<p(\s[^>]*)?>/g;
const CLOSE_P = /<\/p>/g;
const STYLE = /<style>([\s\S]*?)<\/style>/;
const CIRCLE = /<circle\b[^>]*>/g;
const SHAPE = /<(?:rect|line)\b[^>]*>/g;
/** A `p` type selector inside a selector list: after the start, a space, a combinator or a comma. */
const P_SELECTOR = /(^|[\s,>+~(])p(?=$|[\s,>+~.:#[)])/g;

/** Rewrites the selectors of a stylesheet's rules, leaving declarations and at-rule preludes alone. */
function rewriteSelectors(css: string, rewrite: (selector: string) => string): string {
  let result = '';
  let depth = 0;
  let pending = '';
  for (const char of css) {
    if (char === '{') {
      result += pending.trimStart().startsWith('@') ? pending : rewrite(pending);
      pending = '';
      result += char;
      depth++;
    } else if (char === '}') {
      result += pending + char;
      pending = '';
      depth = Math.max(0, depth - 1);
    } else if (char === ';' && depth > 0) {
      result += pending + char;
      pending = '';
    } else {
      pending += char;
    }
  }
  return result + pending;
}

export function validMarkup(svg: string, svgId: string): string {
  const styled = svg.replace(STYLE, (_match, css: string) => {
    const rewritten = rewriteSelectors(css, (selector) => selector.replace(P_SELECTOR, `$1span.${LABEL_TEXT_CLASS}`));
    return `<style>${rewritten}#${svgId} span.${LABEL_TEXT_CLASS}{display:block;}</style>`;
  });
  return styled
    .replace(OPEN_P, (_match, attributes: string | undefined) =>
      attributes?.includes('class=')
        ? `<span${attributes.replace(/class="/, `class="${LABEL_TEXT_CLASS} `)}>`
        : `<span class="${LABEL_TEXT_CLASS}"${attributes ?? ''}>`,
    )
    .replace(CLOSE_P, '</span>')
    .replace(CIRCLE, (tag) => tag.replace(/\s(?:width|height)="[^"]*"/g, ''))
    .replace(SHAPE, (tag) => tag.replace(/\sname="[^"]*"/g, ''));
}
