import type { SymbolEntry } from './types';

/** `2.6.0` → `2.6`. */
export function shortVersion(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** Splits text on `code` spans: even indexes are prose, odd ones code. */
export function splitCode(text: string): string[] {
  return text.split(/`([^`]+)`/);
}

/** The kind as a reader names it: `createApi option`, `function`. */
export function kindLabel(symbol: Pick<SymbolEntry, 'kind' | 'owner'>): string {
  return symbol.owner ? `${symbol.owner} ${symbol.kind}` : symbol.kind;
}
