import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAtomically, writeAtomicallySync } from '../write-atomically';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('writeAtomically', () => {
  it('replaces the file with the new content and leaves no temporary file behind', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    folders.push(folder);
    const file = path.join(folder, 'data.json');
    fs.writeFileSync(file, 'old');
    await writeAtomically(file, '{"new":true}');
    await writeAtomically(path.join(folder, 'bytes.bin'), new Uint8Array([1, 2, 3]));
    expect(fs.readFileSync(file, 'utf8')).toBe('{"new":true}');
    expect([...fs.readFileSync(path.join(folder, 'bytes.bin'))]).toEqual([1, 2, 3]);
    expect(fs.readdirSync(folder).sort()).toEqual(['bytes.bin', 'data.json']);
  });

  it('has a synchronous twin that does the same', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    folders.push(folder);
    const file = path.join(folder, 'data.json');
    fs.writeFileSync(file, 'old');
    writeAtomicallySync(file, '{"new":true}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"new":true}');
    expect(fs.readdirSync(folder)).toEqual(['data.json']);
  });
});
