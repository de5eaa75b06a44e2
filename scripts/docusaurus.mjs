/**
 * `node scripts/docusaurus.mjs <command> [options]`: the Docusaurus CLI in the
 * site's environment (lib/docusaurus-env.mjs). package.json's scripts run
 * Docusaurus through it, so every command gets the same settings.
 */
import { spawn } from 'node:child_process';
import { docusaurusCommand } from '../lib/docusaurus-env.mjs';

const { args, env } = docusaurusCommand(process.argv.slice(2));
const child = spawn(process.execPath, args, { stdio: 'inherit', env });

// Ctrl-C in a terminal reaches both processes; a signal sent to this one alone is passed on.
const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
for (const signal of SIGNALS) process.on(signal, () => child.kill(signal));

child.on('exit', (code, signal) => {
  if (signal) {
    // End the way the CLI ended, so a caller sees the same signal.
    for (const name of SIGNALS) process.removeAllListeners(name);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
