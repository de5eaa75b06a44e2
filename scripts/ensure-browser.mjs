/**
 * Makes sure the Chromium the end-to-end tests drive is installed. Playwright's
 * own browser download cannot work here, so the tests use Debian's package:
 * installed with apt-get when running as root, otherwise named in a clear error.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { CHROMIUM_PATH } from '../lib/browser-path.mjs';

if (existsSync(CHROMIUM_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}.\n` +
      'Install Debian\'s "chromium" package (sudo apt-get install -y chromium), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
const run = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update', '-qq']);
run(['install', '-y', '-qq', 'chromium']);
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} still does not exist.`);
  process.exit(1);
}
