import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from './lib/browser-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second build with hosted search configured (`npm run build:hosted`), for the hosted-mode tests. */
const HOSTED_PORT = PORT + 1;
const chromiumLaunch = { executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // At least two workers, in CI and locally alike (Playwright's default is one per two cores): with
  // no trace filmed, the suite waits often enough (polling examples, the service worker's install)
  // that a second worker fills the gaps even on two cores (299 tests in 12.4 min against 15.7 with one).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace while tests run for the first time: recording one snapshots the page at every action
    // and films every frame, which slowed the pages themselves (the article's sizing pass on
    // /rtk-query/api/createApi took 8.8 s instead of 1.1 s) and made the suite 1.5 to 2.4 times
    // longer. In CI a failing test is retried, and its retry records one; locally, rerun a failing
    // test with `--trace retain-on-failure`.
    trace: 'on-first-retry',
    // Installing the service worker downloads the whole precache (about 280 files) into each
    // test's fresh browser context. Only the tests about offline reading and updates need it:
    // they opt in with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /hosted-search\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'hosted-search',
      testMatch: /hosted-search\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: `http://127.0.0.1:${HOSTED_PORT}` },
    },
  ],
  webServer: [
    {
      // The production server, so every test runs with the real headers and CSP.
      command: `npx tsx server/main.ts build`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx server/main.ts build-hosted`,
      env: { PORT: String(HOSTED_PORT), HOST: '127.0.0.1', ACCESS_LOG: 'off' },
      url: `http://127.0.0.1:${HOSTED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
