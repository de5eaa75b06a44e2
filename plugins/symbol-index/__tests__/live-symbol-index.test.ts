import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveSymbolIndex } from '../load';
import type { DeclaredEntryPoint } from '../build';

const ENTRY_POINT: DeclaredEntryPoint = {
  name: 'example-lib',
  ownerFolders: ['api/'],
  symbols: [{ name: 'makeThing', kind: 'function', signature: 'makeThing(): Thing' }],
};
const NO_SINCE = () => ({
  package: 'example-lib',
  pinned: '1.0.0',
  versionsScanned: ['1.0.0'],
  exports: {},
  options: {},
});

let docsDir: string | undefined;
afterEach(() => {
  if (docsDir) fs.rmSync(docsDir, { recursive: true, force: true });
  docsDir = undefined;
});

function docs(files: Record<string, string>): string {
  docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-symbols-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docsDir, file)), { recursive: true });
    fs.writeFileSync(path.join(docsDir, file), source);
  }
  return docsDir;
}

/** Rewrites a file with a later modification time, as an editor saving it does. */
function edit(file: string, source: string): void {
  fs.writeFileSync(file, source);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(file, later, later);
}

describe('LiveSymbolIndex', () => {
  it('places symbols from the docs and returns the same entries while no file changes', () => {
    const dir = docs({ 'api/things.md': '# Things\n\n## makeThing\n\nMakes a thing.\n', 'guide.md': '# Guide\n' });
    const index = new LiveSymbolIndex({ entryPoints: [ENTRY_POINT], surfaces: [] }, NO_SINCE);
    const first = index.current(dir);
    expect(first).toEqual([expect.objectContaining({ id: 'makeThing', url: '/api/things#makething' })]);
    expect(index.current(dir)).toBe(first);
    expect(index.parsed).toBe(2);
  });

  it('parses only the edited page again and follows its new heading', () => {
    const dir = docs({ 'api/things.md': '# Things\n\n## makeThing\n\nMakes a thing.\n', 'guide.md': '# Guide\n' });
    const index = new LiveSymbolIndex({ entryPoints: [ENTRY_POINT], surfaces: [] }, NO_SINCE);
    index.current(dir);
    edit(path.join(dir, 'api/things.md'), '# Things\n\n## Making things with makeThing\n\nMakes a thing.\n');
    expect(index.current(dir)).toEqual([
      expect.objectContaining({ id: 'makeThing', url: '/api/things#making-things-with-makething' }),
    ]);
    expect(index.parsed).toBe(3);
  });

  it('keeps the parsed page when a file is saved without changes', () => {
    const dir = docs({ 'api/things.md': '# Things\n\n## makeThing\n' });
    const index = new LiveSymbolIndex({ entryPoints: [ENTRY_POINT], surfaces: [] }, NO_SINCE);
    index.current(dir);
    edit(path.join(dir, 'api/things.md'), '# Things\n\n## makeThing\n');
    index.current(dir);
    expect(index.parsed).toBe(1);
  });
});
