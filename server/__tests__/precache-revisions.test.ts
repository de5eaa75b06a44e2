import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtFileCandidates, findPrecacheList, refreshPrecacheRevisions, withRevisions } from '../precache-revisions';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const worker = (list: unknown) => `(()=>{let a=1,s=${JSON.stringify(list)};go(s,"}]")})();`;

describe('findPrecacheList', () => {
  it('finds the injected list, even with "}]" inside a URL', () => {
    const list = [
      { revision: 'abc', url: '/weird}]page' },
      { revision: null, url: 'assets/js/main.0123abcd.js' },
    ];
    const source = worker(list);
    const found = findPrecacheList(source);
    expect(found?.entries).toEqual(list);
    expect(source.slice(found!.start, found!.end)).toBe(JSON.stringify(list));
  });

  it('answers undefined for a file without a list', () => {
    expect(findPrecacheList('self.addEventListener("fetch", () => {})')).toBeUndefined();
  });
});

describe('builtFileCandidates', () => {
  it('looks a URL up the way the server does', () => {
    expect(builtFileCandidates('/')).toEqual(['index.html']);
    expect(builtFileCandidates('/api/createSlice')).toEqual([
      'api/createSlice',
      'api/createSlice.html',
      'api/createSlice/index.html',
    ]);
    expect(builtFileCandidates('manifest.json')[0]).toBe('manifest.json');
  });
});

describe('withRevisions', () => {
  it('replaces only the listed revisions and keeps the rest of the file', () => {
    const source = worker([
      { revision: 'old', url: '/a' },
      { revision: 'same', url: '/b' },
      { revision: null, url: 'assets/js/x.0123abcd.js' },
    ]);
    const updated = withRevisions(source, new Map([['/a', 'new']]));
    expect(findPrecacheList(updated)?.entries).toEqual([
      { revision: 'new', url: '/a' },
      { revision: 'same', url: '/b' },
      { revision: null, url: 'assets/js/x.0123abcd.js' },
    ]);
    expect(updated.startsWith('(()=>{let a=1,s=[')).toBe(true);
    expect(updated.endsWith(';go(s,"}]")})();')).toBe(true);
  });
});

describe('refreshPrecacheRevisions', () => {
  let dir: string;
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('sets each revision to the md5 of the final file', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precache-'));
    await fs.mkdir(path.join(dir, 'api', 'createSlice'), { recursive: true });
    await fs.writeFile(path.join(dir, 'index.html'), '<p>home</p>');
    await fs.writeFile(path.join(dir, 'api', 'createSlice', 'index.html'), '<p>changed after hashing</p>');
    await fs.writeFile(path.join(dir, 'offline.html'), '<p>offline</p>');
    await fs.writeFile(
      path.join(dir, 'sw.js'),
      worker([
        { revision: md5('<p>home</p>'), url: '/' },
        { revision: md5('<p>before</p>'), url: '/api/createSlice' },
        { revision: 'stale', url: '/offline' },
        { revision: null, url: 'assets/js/gone.0123abcd.js' },
      ]),
    );
    expect(await refreshPrecacheRevisions(dir)).toBe(2);
    const entries = findPrecacheList(await fs.readFile(path.join(dir, 'sw.js'), 'utf8'))?.entries;
    expect(entries).toEqual([
      { revision: md5('<p>home</p>'), url: '/' },
      { revision: md5('<p>changed after hashing</p>'), url: '/api/createSlice' },
      { revision: md5('<p>offline</p>'), url: '/offline' },
      { revision: null, url: 'assets/js/gone.0123abcd.js' },
    ]);
    expect(await refreshPrecacheRevisions(dir)).toBe(0);
  });

  it('fails on an entry the build does not have, and skips a build without a worker', async () => {
    await fs.writeFile(path.join(dir, 'sw.js'), worker([{ revision: 'x', url: '/missing' }]));
    await expect(refreshPrecacheRevisions(dir)).rejects.toThrow(/precaches \/missing/);
    await fs.rm(path.join(dir, 'sw.js'));
    expect(await refreshPrecacheRevisions(dir)).toBe(0);
  });
});
