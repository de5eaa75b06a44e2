import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A short hash of the inputs a page's derived data is computed from. */
export function contentHash(...parts: ReadonlyArray<string | undefined>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part ?? '\u0000undefined').update('\u0000');
  return hash.digest('hex').slice(0, 16);
}

/** What one `update` did: the values in input order, and which pages were computed again. */
export interface CacheUpdate<Value> {
  readonly values: Value[];
  readonly recomputed: string[];
}

/**
 * Derived data per page, kept by the hash of its inputs: an edit recomputes
 * the page that changed and reuses every other page's value. Pages that are
 * gone are forgotten, so the cache never serves a deleted page.
 */
export class PageCache<Value> {
  private readonly entries = new Map<string, { key: string; value: Value }>();

  /** The values for these pages (`id` names a page, `key` hashes its inputs), computing only new or changed ones. */
  async update<Page extends { readonly id: string; readonly key: string }>(
    pages: readonly Page[],
    compute: (page: Page) => Value | Promise<Value>,
  ): Promise<CacheUpdate<Value>> {
    const recomputed: string[] = [];
    const values: Value[] = [];
    const current = new Set<string>();
    for (const page of pages) {
      current.add(page.id);
      const cached = this.entries.get(page.id);
      if (cached && cached.key === page.key) {
        values.push(cached.value);
        continue;
      }
      const value = await compute(page);
      this.entries.set(page.id, { key: page.key, value });
      recomputed.push(page.id);
      values.push(value);
      // Between pages, requests and the bundler's work go first: a cold start computes every page.
      await nextTurn();
    }
    for (const id of [...this.entries.keys()]) if (!current.has(id)) this.entries.delete(id);
    return { values, recomputed };
  }

  /** How many pages the cache holds. */
  get size(): number {
    return this.entries.size;
  }
}
