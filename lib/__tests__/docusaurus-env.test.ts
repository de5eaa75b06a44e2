import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { docusaurusEnv, docusaurusNodeArgs } from '../docusaurus-env.mjs';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/** Loads a module as Docusaurus loads the config (jiti, through `loadFreshModule`), logging what jiti transpiles. */
async function filesTranspiledLoading(
  file: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): Promise<string[]> {
  const script = `require('@docusaurus/utils').loadFreshModule(${JSON.stringify(path.join(root, file))})
    .then((loaded) => { if (!loaded) throw new Error('nothing loaded'); process.exit(0); })
    .catch((error) => { console.error(error); process.exit(1); });`;
  const { stdout } = await run(process.execPath, [...nodeArgs, '-e', script], {
    cwd: root,
    env: { ...env, JITI_DEBUG: '1', NODE_ENV: 'test' },
    maxBuffer: 16 * 1024 * 1024,
  });
  // jiti's debug log: "[jiti] [transpile] /path/to/file (12.3ms)", cached or not.
  return [...stdout.matchAll(/\[transpile\](?: \[esm\])? (\S+)/g)].map((match) => match[1]!);
}

describe("Docusaurus's environment (lib/docusaurus-env.mjs)", () => {
  it('makes jiti transpile only the site’s own files, leaving packages to Node', async () => {
    const bare = { ...process.env };
    delete bare.JITI_EXPERIMENTAL_BUN;
    const inNodeModules = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);
    const withEnv = await filesTranspiledLoading('docusaurus.config.ts', docusaurusEnv(bare));
    expect(withEnv).toContain(path.join(root, 'docusaurus.config.ts'));
    expect(withEnv.filter(inNodeModules)).toEqual([]);

    // What it changes: without it, jiti transpiles the ES-module package a TypeScript module imports.
    const fixture = 'lib/__tests__/fixtures/imports-esm-package.ts';
    expect((await filesTranspiledLoading(fixture, docusaurusEnv(bare))).filter(inNodeModules)).toEqual([]);
    expect((await filesTranspiledLoading(fixture, bare)).filter(inNodeModules)).toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules\/unist-util-visit\//)]),
    );
  }, 120_000);

  it('has a production build load the site’s TypeScript through Node, the development server through jiti', async () => {
    const env = docusaurusEnv({ ...process.env });
    // Loaded (the helper fails otherwise), with nothing left for jiti's Babel.
    expect(await filesTranspiledLoading('docusaurus.config.ts', env, docusaurusNodeArgs('build'))).toEqual([]);
    // The development server reloads the config and plugins afresh, which jiti does.
    expect(docusaurusNodeArgs('start')).toEqual([]);
    expect(await filesTranspiledLoading('docusaurus.config.ts', env, docusaurusNodeArgs('start'))).toContain(
      path.join(root, 'config/ssr-template.ts'),
    );
  }, 120_000);

  it('keeps the caller’s Node options after its own', () => {
    const env = docusaurusEnv({ NODE_OPTIONS: '--trace-warnings', PATH: '/bin' });
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=64 --trace-warnings');
    expect(env.PATH).toBe('/bin');
  });

  it('is the environment of every package.json script that runs Docusaurus', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const runningDocusaurus = Object.entries(scripts).filter(([, command]) => /\bdocusaurus\b/.test(command));
    expect(runningDocusaurus.map(([name]) => name)).toEqual(expect.arrayContaining(['start', 'build', 'build:hosted']));
    for (const [name, command] of runningDocusaurus) {
      // Every mention of the CLI is the wrapper, never the bare `docusaurus` binary.
      expect(command.replaceAll('scripts/docusaurus.mjs', ''), name).not.toMatch(/\bdocusaurus\b/);
    }
  });
});
