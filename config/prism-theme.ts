import type { PrismTheme } from 'prism-react-renderer';

/**
 * "Harbour Night": the code theme used in both colour modes. Every token colour
 * keeps at least a 4.5:1 contrast ratio against the background (#161a23),
 * comments included, so code stays readable for everyone.
 */
export const harbourNight: PrismTheme = {
  plain: {
    color: '#e4e7ef',
    backgroundColor: '#161a23',
  },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9aa5bd', fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#b9c1d4' } },
    { types: ['namespace'], style: { opacity: 0.85 } },
    { types: ['keyword', 'atrule', 'important'], style: { color: '#d4a8ff' } },
    { types: ['boolean', 'constant', 'number', 'symbol'], style: { color: '#ffb38a' } },
    { types: ['string', 'char', 'attr-value', 'inserted', 'regex', 'template-string'], style: { color: '#a6e3a1' } },
    { types: ['function', 'method'], style: { color: '#89b8ff' } },
    { types: ['class-name', 'maybe-class-name', 'builtin'], style: { color: '#f9d27a' } },
    { types: ['tag', 'selector', 'deleted'], style: { color: '#ff8f9f' } },
    { types: ['attr-name', 'property', 'property-access'], style: { color: '#7fdbe0' } },
    { types: ['operator', 'entity', 'url'], style: { color: '#c8d3f5' } },
    { types: ['variable', 'parameter'], style: { color: '#e4e7ef' } },
    { types: ['bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};
