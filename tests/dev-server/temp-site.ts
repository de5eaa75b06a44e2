import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docusaurusCommand } from '../../lib/docusaurus-env.mjs';

/**
 * A copy of the site's tracked files in a temporary folder, with the
 * repository's installed packages linked in one by one. `node_modules/.cache`
 * stays the copy's own, so a development server there writes nothing into
 * the worktree.
 */
export function copySite(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-docs-dev-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

/** A running `docusaurus start`, with everything it printed so far. */
export interface DevServer {
  readonly process: ChildProcess;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** Starts `docusaurus start` in a site folder on a port, without opening a browser. */
export function startDevServer(siteDir: string, port: number): DevServer {
  const bin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  // As `npm start` runs it (scripts/docusaurus.mjs).
  const command = docusaurusCommand(
    ['start', '--port', String(port), '--no-open'],
    { ...process.env, NODE_ENV: 'development', NO_UPDATE_NOTIFIER: '1', BROWSER: 'none' },
    bin,
  );
  const child = spawn(process.execPath, command.args, {
    cwd: siteDir,
    env: command.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops the analysis process it started too.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeout` milliseconds. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeout: number,
  interval = 250,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout / 1000} s waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
