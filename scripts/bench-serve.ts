/**
 * Serving figures, printed (not asserted): requests/s and latency of our Node
 * server and of nginx (config from server/nginx-config.ts), both started by the
 * HTTP test harness on loopback ports, for the home page, a doc page and a
 * hashed script, with a browser's Accept-Encoding. Usage: `npm run bench:serve`
 * (needs `build/`; nginx via `node scripts/ensure-nginx.mjs`).
 */
import { startNginx, startNodeServer, type RunningServer, type ServerName } from '../tests/http/harness';
import { DOC_PAGE, HASHED_JS } from '../tests/http/fixtures';
import { request } from '../tests/http/request';

/** The part of autocannon's result this script reads (the package ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

const CONNECTIONS = 64;
const DURATION_S = 10;
const WARM_UP_S = 2;
const HEADERS = { 'Accept-Encoding': 'br, gzip' };
const URLS = ['/', DOC_PAGE, HASHED_JS];

interface Row {
  url: string;
  server: ServerName;
  encoding: string;
  result: AutocannonResult;
}

/**
 * One worker thread fires the requests, so the load generator does not share
 * the in-process Node server's event loop; nginx runs one worker process, so
 * each server gets one core (the machine has two).
 */
const load = (server: RunningServer, url: string, duration: number) =>
  autocannon({ url: `${server.origin}${url}`, connections: CONNECTIONS, duration, workers: 1, headers: HEADERS });

async function measure(server: RunningServer): Promise<Row[]> {
  const rows: Row[] = [];
  for (const url of URLS) {
    const probe = await request(server.port, { path: url, headers: HEADERS });
    if (probe.status !== 200) throw new Error(`${server.name} answers ${url} with ${probe.status}, not 200`);
    await load(server, url, WARM_UP_S);
    const result = await load(server, url, DURATION_S);
    rows.push({ url, server: server.name, encoding: String(probe.headers['content-encoding'] ?? 'identity'), result });
    console.error(`  ${server.name} ${url}: ${Math.round(result.requests.average)} req/s`);
  }
  return rows;
}

function printTable(rows: Row[]) {
  const table = [
    ['URL', 'server', 'encoding', 'req/s', 'MB/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'node/nginx'],
    ...rows.map(({ url, server, encoding, result }) => {
      const nginx = rows.find((row) => row.url === url && row.server === 'nginx')!.result.requests.average;
      return [
        url.length > 40 ? `…${url.slice(-39)}` : url,
        server,
        encoding,
        Math.round(result.requests.average).toString(),
        (result.throughput.average / 1e6).toFixed(1),
        result.latency.p50.toString(),
        result.latency.p99.toString(),
        (result.errors + result.timeouts).toString(),
        result.non2xx.toString(),
        server === 'node' ? `${((result.requests.average / nginx) * 100).toFixed(0)} %` : '',
      ];
    }),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const [index, row] of table.entries()) {
    console.log(
      row
        .map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

async function main() {
  console.error(
    `${CONNECTIONS} connections, ${DURATION_S} s per URL (after ${WARM_UP_S} s warm-up), Accept-Encoding: ${HEADERS['Accept-Encoding']}`,
  );
  const rows: Row[] = [];
  for (const start of [startNodeServer, startNginx]) {
    const server = await start();
    try {
      rows.push(...(await measure(server)));
    } finally {
      await server.stop();
    }
  }
  rows.sort((a, b) => URLS.indexOf(a.url) - URLS.indexOf(b.url));
  printTable(rows);
  const failed = rows.filter(({ result }) => result.errors + result.timeouts + result.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nErrors or non-2xx answers for: ${failed.map((row) => `${row.server} ${row.url}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
