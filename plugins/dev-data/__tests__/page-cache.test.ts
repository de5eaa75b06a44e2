import { describe, expect, it } from 'vitest';
import { contentHash, PageCache } from '../page-cache';

const page = (id: string, source: string) => ({ id, source, key: contentHash(source) });

describe('PageCache', () => {
  it('computes every page the first time, in input order', async () => {
    const cache = new PageCache<string>();
    const { values, recomputed } = await cache.update([page('a', 'one'), page('b', 'two')], (p) =>
      p.source.toUpperCase(),
    );
    expect(values).toEqual(['ONE', 'TWO']);
    expect(recomputed).toEqual(['a', 'b']);
  });

  it('recomputes only the page whose inputs changed', async () => {
    const cache = new PageCache<string>();
    await cache.update([page('a', 'one'), page('b', 'two'), page('c', 'three')], (p) => p.source);
    const computed: string[] = [];
    const { values, recomputed } = await cache.update(
      [page('a', 'one'), page('b', 'two, edited'), page('c', 'three')],
      (p) => {
        computed.push(p.id);
        return p.source;
      },
    );
    expect(computed).toEqual(['b']);
    expect(recomputed).toEqual(['b']);
    expect(values).toEqual(['one', 'two, edited', 'three']);
  });

  it('forgets pages that are gone, so a page that comes back is computed again', async () => {
    const cache = new PageCache<string>();
    await cache.update([page('a', 'one'), page('b', 'two')], (p) => p.source);
    await cache.update([page('a', 'one')], (p) => p.source);
    expect(cache.size).toBe(1);
    const { recomputed } = await cache.update([page('a', 'one'), page('b', 'two')], (p) => p.source);
    expect(recomputed).toEqual(['b']);
  });
});

describe('contentHash', () => {
  it('tells apart inputs that join to the same text', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('a', undefined)).not.toBe(contentHash('a', ''));
    expect(contentHash('a', 'b')).toBe(contentHash('a', 'b'));
  });
});
