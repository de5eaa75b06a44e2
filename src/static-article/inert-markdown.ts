/**
 * What the compiled Markdown of a page may contain for the build to know,
 * without running it, that a top-level block renders only inert markup (see
 * plugins/static-article). Kept beside src/theme/MDXComponents, which must
 * agree: every name here is either left to its plain HTML tag or mapped there
 * to a component registered as inert under the same condition.
 */

/** Top-level blocks the build may defer, by their MDX component name, with the tag their component renders at its root. */
export const DEFERRABLE_ROOTS: Readonly<Record<string, string>> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  blockquote: 'blockquote',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
};

/**
 * MDX component names that render inert markup inside such a block: the
 * roots above, `li`, links (a delegated listener routes them), images, and
 * phrasing tags no page overrides. `code` only with one line of text, as
 * MDXComponents registers it.
 */
export const INERT_MDX_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(DEFERRABLE_ROOTS),
  'li',
  'a',
  'img',
  'code',
  'em',
  'strong',
  'del',
  'span',
  'sup',
  'sub',
  'br',
  'kbd',
  'abbr',
  'mark',
  'small',
  's',
  'b',
  'i',
  'u',
  'q',
  'cite',
]);

/** HTML tags that do something in the browser through React: never inert. */
export const LIVE_TAGS: ReadonlySet<string> = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'details',
  'dialog',
  'video',
  'audio',
]);
