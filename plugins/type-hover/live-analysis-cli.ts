/**
 * The development server's example analysis, in a child process that lives as
 * long as the server (started by live-analysis.ts): it analyses the whole site
 * once, then answers each page request from an IncrementalAnalysis, which
 * compiles again only what the page's new source changed.
 */
import { useFasterSymbolNaming } from './faster-symbol-naming';
import type { FromLiveAnalysis, ToLiveAnalysis } from './live-analysis';

useFasterSymbolNaming();
// Required after the line above, not imported: both load TypeScript.
const { IncrementalAnalysis } = require('./incremental-analysis') as typeof import('./incremental-analysis');
const { readSiteDocs, serialiseAnalysis, siteAnalyseOptions } =
  require('./site-analysis') as typeof import('./site-analysis');

const siteDir = process.argv[2];
if (!siteDir || !process.send) throw new Error('Usage: started by live-analysis.ts with an IPC channel');
const send = (message: FromLiveAnalysis) => process.send!(message);

const server = process.ppid;
/** The first analysis takes minutes and never yields; a server stopped meanwhile leaves this process to another parent. */
const stopWithoutServer = () => {
  if (process.ppid !== server) process.exit(0);
};

const analysis = new IncrementalAnalysis(readSiteDocs(siteDir), siteAnalyseOptions(siteDir));
send({ kind: 'site', analysis: serialiseAnalysis(analysis.analyseSite(stopWithoutServer)) });

process.on('message', (message: ToLiveAnalysis) => {
  try {
    send({ kind: 'page', id: message.id, result: analysis.analysePage(message.docPath, message.source) });
  } catch (error) {
    send({ kind: 'page', id: message.id, error: (error as Error).stack ?? String(error) });
  }
});
// The server stopped: nothing will ask again.
process.on('disconnect', () => process.exit(0));
