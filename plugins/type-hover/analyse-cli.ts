/**
 * Runs the example analysis for a site folder and writes it to stdout: all of
 * it, or with `--part <index> --parts <count>` the pages of one part
 * (analysis-parts.ts). Two lines of JSON: the outline, as soon as the program
 * gives it, then the analysis. The build starts this in child processes (see
 * site-analysis.ts) so the TypeScript work runs alongside the bundler instead
 * of blocking it.
 */
import { parseArgs } from 'node:util';
import { useFasterSymbolNaming } from './faster-symbol-naming';

useFasterSymbolNaming();
// Required after the line above, not imported: site-analysis loads TypeScript.
const { computeSiteAnalysis, serialiseAnalysis, serialiseOutline } =
  require('./site-analysis') as typeof import('./site-analysis');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { part: { type: 'string', default: '0' }, parts: { type: 'string', default: '1' } },
});
// A build that failed closes the pipe before the analysis is out: leave quietly, its own error is the one to read.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(1);
});
const siteDir = positionals[0];
if (!siteDir) throw new Error('Usage: analyse-cli.ts <siteDir> [--part <index> --parts <count>]');
// Writes to a pipe are synchronous on Linux: the outline leaves before the quick info starts.
const analysis = computeSiteAnalysis(siteDir, { index: Number(values.part), count: Number(values.parts) }, (outline) =>
  process.stdout.write(`${serialiseOutline(outline)}\n`),
);
process.stdout.write(`${serialiseAnalysis(analysis)}\n`);
