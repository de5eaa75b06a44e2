/**
 * Runs the example analysis for a site folder and writes it to stdout as JSON.
 * The build starts this in a child process (see site-analysis.ts) so the
 * TypeScript work runs alongside the bundler instead of blocking it.
 */
import { computeSiteAnalysis, serialiseAnalysis } from './site-analysis';

const siteDir = process.argv[2];
if (!siteDir) throw new Error('Usage: analyse-cli.ts <siteDir>');
process.stdout.write(serialiseAnalysis(computeSiteAnalysis(siteDir)));
