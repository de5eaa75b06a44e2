/**
 * Makes sure a `java` command is on the PATH for the Nu HTML Checker (vnu.jar).
 * The vnu-jar package would download a runtime from GitHub on first use, which
 * cannot work here, so the check uses Debian's package instead: installed with
 * apt-get when running as root, otherwise named in a clear error.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const PACKAGE = 'default-jre-headless';
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

if (hasJava()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'Java was not found on the PATH; the HTML check (vnu.jar) needs Java 11 or later.\n' +
      `Install Debian's "${PACKAGE}" package (sudo apt-get install -y ${PACKAGE}), ` +
      'or put another Java runtime on the PATH.',
  );
  process.exit(1);
}

console.log(`Java is missing: installing Debian's "${PACKAGE}" package with apt-get…`);
const run = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', PACKAGE]);
} catch (error) {
  console.error(`Installing "${PACKAGE}" with apt-get failed: ${error.message}`);
  process.exit(1);
}
if (!hasJava()) {
  console.error(`apt-get installed "${PACKAGE}" but \`java\` is still not on the PATH.`);
  process.exit(1);
}
