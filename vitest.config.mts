import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Unit tests of the repository's own code: build plugins, checks, libraries, the server, browser logic. */
const TOOL_TESTS = [
  'config/**/__tests__/**/*.test.ts',
  'plugins/**/__tests__/**/*.test.ts',
  'server/**/__tests__/**/*.test.ts',
  'src/**/__tests__/**/*.test.ts',
  'checks/**/__tests__/**/*.test.ts',
  'lib/**/__tests__/**/*.test.ts',
  'tests/layout/**/*.test.ts',
];
/**
 * Tests that change process-wide state as they go: the claim tests run the
 * toolkit (Immer's plugins are enabled once per module instance, React warns
 * once per message), and Prism reads `document` when it is first loaded.
 */
const STATEFUL_TESTS = ['tests/claims/**/*.test.ts', 'src/prism/**/__tests__/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes: the unit run takes about a fifth less time.
    pool: 'threads',
    // Vitest leaves one core to its main thread by default: one worker on a 2-core machine. The main
    // thread mostly waits, and two workers took the unit run from 75 s to 55 s there.
    maxWorkers: availableParallelism(),
    // Several suites compile the toolkit's declarations with TypeScript: seconds each on a busy 2-core machine.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'claims', include: STATEFUL_TESTS } },
      {
        extends: true,
        test: {
          name: 'tools',
          include: TOOL_TESTS,
          exclude: [...configDefaults.exclude, 'src/prism/**'],
          // Each test file imports TypeScript, the toolkit's declarations or the docs' parser afresh when
          // isolated: half of the unit run's time (137 s → 91 s on the 2-core machine). These files keep
          // their state to themselves; they also pass with their order shuffled (--sequence.shuffle.files).
          isolate: false,
        },
      },
    ],
  },
});
