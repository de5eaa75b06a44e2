import { describe, expect, it } from 'vitest';
import trimLoader from '../trim-loader.cjs';

const props = () => ({
  version: {
    version: 'current',
    docsSidebars: {
      docs: [
        {
          type: 'category',
          label: 'API',
          items: [
            { type: 'link', label: 'createSlice', href: '/api/createSlice', docId: 'api/createSlice', unlisted: false },
            { type: 'link', label: 'Draft', href: '/api/draft', docId: 'api/draft', unlisted: true },
          ],
        },
      ],
    },
    docs: {
      'api/createSlice': { id: 'api/createSlice', title: 'createSlice', description: 'Long text', sidebar: 'docs' },
    },
  },
});

describe('trim-loader', () => {
  it('drops doc descriptions and false unlisted flags, and keeps everything else', () => {
    const trimmed = JSON.parse(trimLoader(JSON.stringify(props())));
    expect(trimmed.version.docs['api/createSlice']).toEqual({
      id: 'api/createSlice',
      title: 'createSlice',
      sidebar: 'docs',
    });
    expect(trimmed.version.docsSidebars.docs[0].items).toEqual([
      { type: 'link', label: 'createSlice', href: '/api/createSlice', docId: 'api/createSlice' },
      { type: 'link', label: 'Draft', href: '/api/draft', docId: 'api/draft', unlisted: true },
    ]);
    expect(trimmed.version.version).toBe('current');
  });

  it('passes props of other shapes through unchanged', () => {
    const tags = { tags: [{ label: 'x', permalink: '/tags/x', count: 1 }] };
    expect(trimLoader.trimDocsRouteProps(structuredClone(tags))).toEqual(tags);
  });
});
