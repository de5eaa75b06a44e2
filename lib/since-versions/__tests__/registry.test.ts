import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, readTarball, verifyIntegrity } from '../registry';

const longName = `dist/${'very-long-folder-name/'.repeat(8)}index.d.ts`;

let workDir: string;
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'since-registry-'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A gzip'd npm-style tarball (everything under `package/`) with a directory, a symlink and a name past 100 bytes. */
function sampleTarball(): Buffer {
  const packageDir = path.join(workDir, 'package');
  for (const [file, content] of [
    ['package.json', '{"name":"x"}'],
    ['dist/query/index.d.ts', 'export {}'],
    [longName, 'export declare const long: 1'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true });
    fs.writeFileSync(path.join(packageDir, file), content);
  }
  fs.mkdirSync(path.join(packageDir, 'empty'));
  fs.symlinkSync('package.json', path.join(packageDir, 'link'));
  const file = path.join(workDir, 'package.tgz');
  create({ gzip: true, sync: true, file, cwd: workDir, portable: true }, [
    'package/package.json',
    'package/empty/',
    'package/dist/query/index.d.ts',
    `package/${longName}`,
    'package/link',
  ]);
  return fs.readFileSync(file);
}

describe('readTarball', () => {
  it('reads the regular files of a gzip tarball in order, long names included', async () => {
    const files = await readTarball(sampleTarball());
    expect(files.map((file) => file.path)).toEqual([
      'package/package.json',
      'package/dist/query/index.d.ts',
      `package/${longName}`,
    ]);
    expect(files[0]!.data.toString()).toBe('{"name":"x"}');
    expect(files[2]!.data.toString()).toBe('export declare const long: 1');
  });

  it('rejects a truncated archive', async () => {
    const tarball = sampleTarball();
    await expect(readTarball(tarball.subarray(0, tarball.length >> 1))).rejects.toThrow();
  });
});

describe('createRegistry', () => {
  it('downloads a version once, checks its integrity and strips the package folder', async () => {
    const tarball = sampleTarball();
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (url === 'https://registry.test/@scope%2fx')
        return Response.json({
          name: '@scope/x',
          versions: { '1.0.0': { dist: { tarball: 'https://registry.test/x.tgz', integrity } } },
        });
      if (url === 'https://registry.test/x.tgz') return new Response(new Uint8Array(tarball));
      return new Response(null, { status: 404 });
    });
    const registry = createRegistry('https://registry.test');
    const files = await registry.files('@scope/x', '1.0.0');
    expect(files.map((file) => file.path)).toEqual(['package.json', 'dist/query/index.d.ts', longName]);
    await registry.files('@scope/x', '1.0.0');
    expect(fetched).toEqual(['https://registry.test/@scope%2fx', 'https://registry.test/x.tgz']);
    expect(registry.bytesDownloaded()).toBe(tarball.length);
    await expect(registry.files('@scope/x', '2.0.0')).rejects.toThrow(/not on the registry/);
  });
});

describe('verifyIntegrity', () => {
  it('accepts the matching SRI hash and rejects another', () => {
    const data = Buffer.from('tarball');
    const sha512 = `sha512-${createHash('sha512').update(data).digest('base64')}`;
    expect(() => verifyIntegrity(data, sha512, 'x@1.0.0')).not.toThrow();
    expect(() => verifyIntegrity(Buffer.from('other'), sha512, 'x@1.0.0')).toThrow(/does not match its sha512/);
  });
});
