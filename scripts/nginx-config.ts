/**
 * Prints an nginx config that serves a finished build like the Node server.
 * Usage: `npm run config:nginx -- --root <build dir> --listen 127.0.0.1:8080`
 * (defaults: `build`, `127.0.0.1:8080`). The CSP in it is hashed from that
 * build, so regenerate it on every deploy. The output goes inside `http { }`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from '../server/nginx-config';
import { readSandboxPolicy, readSiteHeaders } from '../server/site-headers';

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'build' },
      listen: { type: 'string', default: '127.0.0.1:8080' },
    },
  });
  const root = path.resolve(values.root);
  process.stdout.write(
    renderNginxConfig({
      root,
      listen: values.listen,
      headers: await readSiteHeaders(root),
      sandboxPolicy: await readSandboxPolicy(root),
    }),
  );
}

main().catch((error: unknown) => {
  // The message only: a stack trace adds nothing to "build the site first" or "bad --listen".
  console.error(`config:nginx: ${(error as Error).message}`);
  process.exitCode = 1;
});
