/**
 * The development server's example analysis, in a child process that lives as
 * long as the server (started by live-analysis.ts): it analyses the whole site
 * once, then answers each page request from an IncrementalAnalysis, which
 * compiles again only what the page's new source changed.
 */
import { IncrementalAnalysis } from './incremental-analysis';
import type { FromLiveAnalysis, ToLiveAnalysis } from './live-analysis';
import { readSiteDocs, serialiseAnalysis, siteAnalyseOptions } from './site-analysis';

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
