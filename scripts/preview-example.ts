/**
 * Runs one live example outside the docs, for authors: the same runtime, sandbox
 * document and policy as the site, without a site build.
 *
 *   npm run example:preview -- counter            serve it at http://127.0.0.1:4310 until Ctrl+C
 *   npm run example:preview -- counter --drive    run its test (tests/e2e/live-examples/counter.drive.ts) in Chromium
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../lib/browser-path.mjs';
import { readExample } from '../plugins/live-examples/examples';
import { buildLiveRuntime } from '../plugins/live-examples/runtime';
import { sandboxPolicyForDocument } from '../lib/sandbox-policy/sandbox-policy';
import { linkOrder, transpileExample } from '../src/live-examples/transpile';
import type { HostMessage } from '../src/live-examples/protocol';
import type { LiveExampleControls } from '../tests/e2e/live-examples/controls';

const root = path.resolve(__dirname, '..');

/** The host page: one sandbox frame, the run message, and the pane data kept on `window` for the drive. */
function hostPage(title: string, run: HostMessage): string {
  const message = JSON.stringify(run).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>
<iframe src="/sandbox" title="Preview of ${title}" style="width:100%;height:90vh;border:1px solid #ccc"></iframe>
<script>
const frame = document.querySelector('iframe');
const run = ${message};
Object.assign(window, { requests: [], actions: [], consoleLines: [], failArmed: false });
window.failNext = () => frame.contentWindow.postMessage({ type: 'fail-next-request', armed: true }, '*');
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  const data = event.data;
  if (data.type === 'ready') frame.contentWindow.postMessage(run, '*');
  else if (data.type === 'started') document.body.dataset.started = 'true';
  else if (data.type === 'fail-next') window.failArmed = data.armed;
  else if (data.type === 'request') requests.push(data.method + ' ' + data.url + ' → ' + data.status);
  else if (data.type === 'action') actions.push(JSON.parse(data.action).type);
  else if (data.type === 'console') consoleLines.push(data.text);
  else if (data.type === 'error') consoleLines.push((data.file ? data.file + ':' + data.line + ' ' : '') + data.message);
  if (data.type === 'console' || data.type === 'error') console.log('[example]', data.message ?? data.text);
});
</script></body></html>`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { drive: { type: 'boolean', default: false }, port: { type: 'string', default: '4310' } },
  });
  const name = positionals[0];
  if (!name) throw new Error('Name an example folder: npm run example:preview -- counter');
  const example = readExample(path.join(root, 'examples'), name);
  const runtime = await buildLiveRuntime(root);
  const modules = linkOrder(transpileExample(example.files, new Set(Object.keys(runtime.facades))), example.entry);
  const run: HostMessage = {
    type: 'run',
    vendor: runtime.vendor,
    facades: runtime.facades,
    modules,
    entry: example.entry,
    colorMode: 'light',
  };
  const host = hostPage(example.title, run);
  const sandboxPolicy = sandboxPolicyForDocument(runtime.sandboxHtml);
  const server = http.createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(host);
    } else if (req.url === '/sandbox') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': sandboxPolicy })
        .end(runtime.sandboxHtml);
    } else if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  const port = Number(values.port);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}/`;
  if (!values.drive) {
    console.log(`${example.title}: ${url} (Ctrl+C to stop)`);
    return;
  }
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    page.on('console', (line) => console.log(line.text()));
    await page.goto(url);
    await page.waitForSelector('body[data-started="true"]', { timeout: 15_000 });
    const { drive } = (await import(path.join(root, 'tests/e2e/live-examples', `${name}.drive.ts`))) as {
      drive: (controls: LiveExampleControls) => Promise<void>;
    };
    await drive(harnessControls(page, example.title));
    console.log(`${name}: the drive passed`);
  } finally {
    await browser.close();
    server.close();
  }
}

function harnessControls(page: Page, title: string): LiveExampleControls {
  const list = (name: string) => page.evaluate((key) => [...(window as never as Record<string, string[]>)[key]!], name);
  return {
    app: page.frameLocator(`iframe[title="Preview of ${title}"]`),
    failNextRequest: async () => {
      await page.evaluate(() => (window as never as { failNext: () => void }).failNext());
      await page.waitForFunction(() => (window as never as { failArmed: boolean }).failArmed);
    },
    requests: () => list('requests'),
    actionTypes: () => list('actions'),
    consoleText: async () => (await list('consoleLines')).join('\n'),
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
