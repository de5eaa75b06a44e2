import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Where `docusaurus start` serves the sandbox document from: a copy at its
 * extensionless address (`assets/live/sandbox.<hash>`), which the production
 * servers map to `sandbox.<hash>.html` and the dev server's static folders
 * cannot (they try extensions only for names without a dot, and would fall
 * through to the site's page).
 */
export const DEV_SANDBOX_DIR = 'node_modules/.cache/live-examples/dev-sandbox';

interface SandboxDevServerOptions {
  /** The absolute DEV_SANDBOX_DIR. */
  readonly directory: string;
  readonly baseUrl: string;
  /** The sandbox document's current policy (the runtime is rebuilt when examples change). */
  readonly sandboxPolicy: () => string;
}

/**
 * The webpack-dev-server options (merged into Docusaurus's own) that serve the
 * sandbox document as the built site does: HTML, with its isolating policy as a
 * header (see sandboxContentSecurityPolicy). Without the header the frame would
 * share the site's origin, and the sandbox's bootstrap does not start outside
 * an opaque origin. The folder holds nothing else, so every file gets both.
 */
export function sandboxDevServer({ directory, baseUrl, sandboxPolicy }: SandboxDevServerOptions) {
  return {
    static: [
      {
        directory,
        publicPath: baseUrl,
        watch: false,
        staticOptions: {
          // Called before the content type is chosen from the (hash) extension, which it then keeps.
          setHeaders: (response: ServerResponse) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Content-Security-Policy', sandboxPolicy());
          },
        },
      },
    ],
  };
}

/** Replaces the folder's sandbox document with the one among the plugin's files (`sandbox.<hash>.html`), extensionless. */
export async function writeDevSandbox(folder: string, files: ReadonlyMap<string, string>): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
  await fs.mkdir(folder, { recursive: true });
  for (const [name, text] of files) {
    if (/^sandbox\.[0-9a-f]+\.html$/.test(name))
      await fs.writeFile(path.join(folder, name.slice(0, -'.html'.length)), text);
  }
}
