import { defineConfig } from 'vitest/config';

/** Relevance tests need the production build's search index, so they run after the build. */
export default defineConfig({
  test: {
    include: ['tests/relevance/**/*.test.ts'],
    environment: 'node',
  },
});
