import type { HostMessage, LinkableModule, SandboxMessage } from '../protocol';
import { VENDOR_PLACEHOLDER } from '../protocol';

/**
 * The sandbox document's only script, inlined into its HTML at build time. It
 * runs one example per document load: it receives the vendor bundle and the
 * example's modules from the page, turns them into blob modules, and reports
 * console output, errors, actions and requests back. The document's own CSP
 * (`sandbox allow-scripts`, `connect-src 'none'`) gives it an opaque origin and
 * no network.
 */
const post = (message: SandboxMessage) => parent.postMessage(message, '*');
/** Blob URL → example file, to name the file in errors. */
const fileOfUrl = new Map<string, string>();
/** Set once an error is reported, so a run that failed while starting never reports `started`. */
let failed = false;

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function placeError(error: unknown): SandboxMessage {
  failed = true;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const match of stack.matchAll(/(blob:[^\s)]+?):(\d+):\d+/g)) {
    const file = fileOfUrl.get(match[1]!);
    if (file) return { type: 'error', message, file, line: Number(match[2]) };
  }
  return { type: 'error', message };
}

function moduleUrl(code: string): string {
  return URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
}

function link(module: LinkableModule, urls: ReadonlyMap<string, string>): string {
  let code = module.code;
  for (const entry of [...module.imports].sort((a, b) => b.start - a.start)) {
    code = code.slice(0, entry.start) + urls.get(`${entry.kind}:${entry.target}`)! + code.slice(entry.end);
  }
  return code;
}

async function run(message: Extract<HostMessage, { type: 'run' }>): Promise<void> {
  document.documentElement.dataset.theme = message.colorMode;
  const urls = new Map<string, string>();
  const vendorUrl = moduleUrl(message.vendor);
  for (const [specifier, facade] of Object.entries(message.facades)) {
    urls.set(`package:${specifier}`, moduleUrl(facade.replace(VENDOR_PLACEHOLDER, vendorUrl)));
  }
  // The host sends modules in link order: each after the files it imports.
  for (const module of message.modules) {
    const url = moduleUrl(link(module, urls));
    urls.set(`file:${module.path}`, url);
    fileOfUrl.set(url, module.path);
  }
  await import(urls.get(`file:${message.entry}`)!);
  // Let the first render happen: an error in it means this run never replaces the last good preview.
  for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setTimeout(resolve, 30));
  if (!failed) post({ type: 'started' });
}

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    post({ type: 'console', level, text: args.map(show).join(' ') });
  };
}
addEventListener('error', (event) => post(placeError(event.error ?? event.message)));
addEventListener('unhandledrejection', (event) => post(placeError(event.reason)));
addEventListener('message', (event: MessageEvent<HostMessage>) => {
  if (event.source !== parent) return;
  if (event.data.type === 'run') run(event.data).catch((error: unknown) => post(placeError(error)));
  else if (event.data.type === 'fail-next-request') {
    (globalThis as { __liveSetFailNext?: (armed: boolean) => void }).__liveSetFailNext?.(event.data.armed);
  }
});

if (self.origin === 'null') post({ type: 'ready' });
else document.body.textContent = 'This document runs live examples inside the documentation only.';
