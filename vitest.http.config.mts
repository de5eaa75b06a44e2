import { defineConfig } from 'vitest/config';

/**
 * HTTP tests: the same cases against our Node server and nginx, both serving the
 * production build (run `npm run build` first; `npm run test:http` installs nginx
 * if needed). One file at a time: each starts its own pair of servers.
 */
export default defineConfig({
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
