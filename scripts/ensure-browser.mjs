/**
 * Makes sure the Chromium builds the tests, tools and benchmarks drive are
 * installed (lib/browser-path.mjs). Playwright's own browser download cannot
 * work here, so they use Debian's packages: installed with apt-get when running
 * as root, otherwise named in a clear error.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH, DEBIAN_PACKAGES, HEADLESS_CHROMIUM_PATH } from '../lib/browser-path.mjs';

const missing = [...new Set([CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH])].filter((path) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const packages = missing.map((path) => DEBIAN_PACKAGES[path]);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${missing.join(' and ')}.\n` +
      `Install Debian's ${packages.map((name) => `"${name}"`).join(' and ')} package (sudo apt-get install -y ${packages.join(' ')}), ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

console.log(`Chromium is missing: installing Debian's ${packages.join(' and ')} with apt-get…`);
const run = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update', '-qq']);
run(['install', '-y', '-qq', ...packages]);
const stillMissing = missing.filter((path) => !existsSync(path));
if (stillMissing.length > 0) {
  console.error(`apt-get finished but ${stillMissing.join(' and ')} still does not exist.`);
  process.exit(1);
}
