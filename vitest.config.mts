import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'config/**/__tests__/**/*.test.ts',
      'plugins/**/__tests__/**/*.test.ts',
      'server/**/__tests__/**/*.test.ts',
      'src/**/__tests__/**/*.test.ts',
      'checks/**/__tests__/**/*.test.ts',
      'lib/**/__tests__/**/*.test.ts',
      'tests/claims/**/*.test.ts',
      'tests/layout/**/*.test.ts',
    ],
    environment: 'node',
    // Worker threads start faster than forked processes: the unit run takes about a fifth less time.
    pool: 'threads',
    // Several suites compile the toolkit's declarations with TypeScript: seconds each on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
