/** Marks an element that scrolls sideways when its content is wider (use-overflows-sideways.ts). */
export const SCROLLS_SIDEWAYS = 'data-scrolls-sideways';

/**
 * Set on such an element, to 'true' or 'false', by code that laid out a copy
 * of it (src/article-rendering/measure-block.ts): whether it overflows, known
 * before the element itself is laid out.
 */
export const OVERFLOW_SEEN = 'data-overflow-seen';
