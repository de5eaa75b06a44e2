import type { SandboxMessage } from '../protocol';

/** Sends a message to the page that embeds the sandbox. */
export function report(message: SandboxMessage): void {
  parent.postMessage(message, '*');
}

const LIMIT = 2_000;

/** A short, printable form of any value, for the console and state panes. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    const text = JSON.stringify(value, (_key, inner: unknown) => (inner === undefined ? '(undefined)' : inner), 2);
    if (text === undefined) return String(value);
    return text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text;
  } catch {
    return String(value);
  }
}
