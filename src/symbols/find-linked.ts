import type { SymbolEntry } from './types';

/**
 * The symbol a link in prose stands for: the one documented at the link's
 * address whose name is the link's code (`createSlice` or `createSlice()`).
 * The links carry no id of their own, so pages ship no per-link data; the
 * address and the name are enough because the build links a name only to the
 * section that owns it (plugins/symbol-index/remark-symbol-links.ts).
 */
export function findLinkedSymbol(symbols: readonly SymbolEntry[], href: string, code: string): SymbolEntry | undefined {
  const name = code.trim().replace(/\(\)$/, '');
  const here = symbols.filter((symbol) => symbol.url === href);
  return here.find((symbol) => symbol.name === name) ?? here.find((symbol) => symbol.id === name);
}
