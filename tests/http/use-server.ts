import { afterAll, beforeAll } from 'vitest';
import { startNginx, startNodeServer, type RunningServer, type ServerName } from './harness';

export const SERVER_NAMES: readonly ServerName[] = ['node', 'nginx'];

/** Where the two servers differ by design; the tests check each against its own column. */
export const TRAITS: Record<ServerName, { readonly brotli: boolean; readonly ifModifiedSince: boolean }> = {
  // sirv serves the .br files but revalidates by ETag only.
  node: { brotli: true, ifModifiedSince: false },
  // Debian's nginx has no brotli module; it also answers If-Modified-Since.
  nginx: { brotli: false, ifModifiedSince: true },
};

/** Starts the named server for the enclosing describe block and stops it afterwards. */
export function useServer(name: ServerName): { readonly port: number } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = name === 'node' ? await startNodeServer() : await startNginx();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get port() {
      if (!server) throw new Error(`The ${name} server did not start`);
      return server.port;
    },
  };
}
