import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrawingCache } from '../drawing-cache';

const setup = { themes: { light: 'neutral', dark: 'dark' }, options: {} } as const;
const drawing = (label: string) => ({
  svg: { light: `<svg>${label}</svg>`, dark: `<svg>${label}</svg>` },
  width: 1,
  height: 2,
});

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'drawings-'));
  folders.push(folder);
  return folder;
}

describe('createDrawingCache', () => {
  it('returns what was written for the same source, and nothing for another source, version or setup', async () => {
    const folder = tempFolder();
    await createDrawingCache(folder, '11.0.0', setup).write('a --> b', drawing('ab'));
    expect(await createDrawingCache(folder, '11.0.0', setup).read('a --> b')).toEqual(drawing('ab'));
    expect(await createDrawingCache(folder, '11.0.0', setup).read('a --> c')).toBeUndefined();
    expect(await createDrawingCache(folder, '11.0.1', setup).read('a --> b')).toBeUndefined();
    const otherSetup = { ...setup, options: { fontFamily: 'serif' } };
    expect(await createDrawingCache(folder, '11.0.0', otherSetup).read('a --> b')).toBeUndefined();
  });

  it('keeps only the drawings of the sources it is given', async () => {
    const folder = tempFolder();
    const cache = createDrawingCache(folder, '11.0.0', setup);
    await cache.write('old', drawing('old'));
    await cache.write('current', drawing('current'));
    await cache.keepOnly(['current']);
    expect(fs.readdirSync(folder)).toHaveLength(1);
    expect(await cache.read('current')).toEqual(drawing('current'));
    expect(await cache.read('old')).toBeUndefined();
  });

  it('keeps nothing without complaint when the folder does not exist yet', async () => {
    await expect(
      createDrawingCache(path.join(tempFolder(), 'missing'), '11.0.0', setup).keepOnly([]),
    ).resolves.toBeUndefined();
  });
});
