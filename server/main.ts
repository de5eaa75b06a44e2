/**
 * The production server: `npm run serve:prod` (builds first) or
 * `tsx server/main.ts [build-dir]`. PORT (3000), HOST (localhost) and
 * ACCESS_LOG (`off` to silence the one-line-per-request log) configure it.
 */
import path from 'node:path';
import { createSiteServer } from './site-server';
// Not site-output: the server must not load the build-time compressor.
import { readSandboxPolicy, readSiteHeaders } from './site-headers';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const root = path.resolve(process.argv[2] ?? 'build');
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const logRequests = (process.env.ACCESS_LOG ?? 'on').toLowerCase() !== 'off';
  const server = createSiteServer({
    root,
    headers: await readSiteHeaders(root),
    sandboxPolicy: await readSandboxPolicy(root),
    log: logRequests ? (line) => process.stdout.write(`${line}\n`) : undefined,
  });

  server.listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}`);
  });

  // Finish the requests in flight, then exit; force it if a client holds on too long.
  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing open requests`);
    server.close(() => process.exit(0));
    // Connections kept alive become idle once their response ends: close them as they do.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
