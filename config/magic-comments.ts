/** The code block magic comments (SPEC §9): highlight the next line, or a start/end range. */
export const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
] as const;
