/**
 * The live editor's colours, close to the site's Prism theme: one dark
 * palette in both colour modes. Kept as data, apart from CodeMirror, so a unit
 * test can hold every token colour to AA contrast on the backgrounds it is
 * painted on (the editor's own and its active-line band).
 */
export const EDITOR_BACKGROUND = '#1e2029';
export const EDITOR_TEXT = '#e6e8ee';
export const EDITOR_GUTTER_TEXT = '#a0a8b8';
/** Painted over the background on the line holding the cursor. */
export const ACTIVE_LINE_BAND = 'rgba(255, 255, 255, 0.05)';
export const ACTIVE_GUTTER_BAND = 'rgba(255, 255, 255, 0.08)';

/** The token colours, by the Lezer highlight tags (named as in `@lezer/highlight`'s `tags`) each paints. */
export const TOKEN_COLOURS = {
  keyword: '#c792ea',
  string: '#c3e88d',
  literal: '#f78c6c',
  comment: '#a0a8b8',
  typeName: '#ffcb6b',
  functionName: '#82aaff',
  tagName: '#f07178',
  propertyName: '#89ddff',
} as const;
