/** Set on a block of the article that is drawn for good (src/css/custom.css). */
export const BLOCK_RENDERED = 'data-rendered';
/** Set on a block for one frame while it is laid out in place (src/css/custom.css). */
export const BLOCK_SIZING = 'data-sizing';
/** Set on the article once every block has its real size: tools that inspect the page (axe) wait for it. */
export const ARTICLE_RENDERED = 'data-article-rendered';
/** An article's blocks not drawn for good, which are skipped while off screen. */
export const UNDRAWN_BLOCKS = `:scope > :not(header):not([${BLOCK_RENDERED}])`;
