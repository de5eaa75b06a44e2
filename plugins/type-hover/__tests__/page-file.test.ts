import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE } from '../../../server/cache-policy';
import { hoverFile } from '../page-file';

const data = { texts: ['const store: EnhancedStore'], blocks: { abc: [[0, 6, 5, 0] as const] } };

describe('hoverFile', () => {
  it('names the file after its content, so it may be cached as immutable', () => {
    const file = hoverFile('api/createSlice.md', data);
    expect(file.path).toMatch(/^assets\/type-hover\/api-createSlice\.[0-9a-f]{10}\.json$/);
    expect(cacheControlFor(`/${file.path}`)).toBe(IMMUTABLE);
    expect(JSON.parse(file.json)).toEqual(data);
  });

  it('changes the name whenever the content changes', () => {
    const changed = hoverFile('api/createSlice.md', { ...data, texts: ['const store: Store'] });
    expect(changed.path).not.toBe(hoverFile('api/createSlice.md', data).path);
  });
});
