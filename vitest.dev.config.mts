import { defineConfig } from 'vitest/config';

/** The development server end to end: starts `docusaurus start` in a temporary copy of the site (minutes cold). */
export default defineConfig({
  test: {
    include: ['tests/dev-server/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
