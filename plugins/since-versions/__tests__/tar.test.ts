import { gzipSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPaxRecords, readTar } from '../tar';

/** Writes one 512-byte header (name, size, type, optional ustar prefix) with a valid checksum. */
function header(name: string, size: number, type: string, prefix = ''): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  block.write(prefix, 345, 155, 'utf8');
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function padded(data: Buffer): Buffer {
  return Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}

function entry(name: string, content: string, type = '0', prefix = ''): Buffer {
  const data = Buffer.from(content, 'utf8');
  return Buffer.concat([header(name, data.length, type, prefix), padded(data)]);
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (Buffer.byteLength(`${length}${body}`) !== length) length++;
  return `${length}${body}`;
}

const longName = `package/dist/${'very-long-folder-name/'.repeat(8)}index.d.ts`;

function sampleTarball(): Buffer {
  const archive = Buffer.concat([
    entry('package/', '', '5'),
    entry('package/package.json', '{"name":"x"}'),
    entry('index.d.ts', 'export {}', '0', 'package/dist/query'),
    entry('PaxHeader', paxRecord('path', longName) + paxRecord('mtime', '1'), 'x'),
    entry(longName.slice(0, 99), 'export declare const long: 1'),
    entry('package/link', '', '2'),
    Buffer.alloc(1024),
  ]);
  return gzipSync(archive);
}

describe('readTar', () => {
  it('reads regular files, joins the ustar prefix and applies PAX long names', () => {
    const files = readTar(gunzipSync(sampleTarball()));
    expect(files.map((file) => file.path)).toEqual(['package/package.json', 'package/dist/query/index.d.ts', longName]);
    expect(files[0]!.data.toString()).toBe('{"name":"x"}');
    expect(files[2]!.data.toString()).toBe('export declare const long: 1');
  });

  it('applies a PAX name to the next entry only', () => {
    const archive = Buffer.concat([
      entry('PaxHeader', paxRecord('path', 'package/renamed.d.ts'), 'x'),
      entry('package/short.d.ts', 'a'),
      entry('package/after.d.ts', 'b'),
      Buffer.alloc(1024),
    ]);
    expect(readTar(archive).map((file) => file.path)).toEqual(['package/renamed.d.ts', 'package/after.d.ts']);
  });

  it('rejects a corrupted header and a truncated archive', () => {
    const archive = Buffer.concat([entry('package/a.d.ts', 'abc'), Buffer.alloc(1024)]);
    const corrupted = Buffer.from(archive);
    corrupted.write('z', 0);
    expect(() => readTar(corrupted)).toThrow(/checksum/);
    expect(() => readTar(archive.subarray(0, 512))).toThrow(/past the end/);
  });

  it('stops at the end-of-archive blocks and reads an empty archive', () => {
    expect(readTar(Buffer.alloc(1024))).toEqual([]);
  });
});

describe('readPaxRecords', () => {
  it('reads length-prefixed records, including values with spaces and multi-byte characters', () => {
    const records = readPaxRecords(Buffer.from(paxRecord('path', 'a b/é.d.ts') + paxRecord('size', '12')));
    expect(records.get('path')).toBe('a b/é.d.ts');
    expect(records.get('size')).toBe('12');
  });
});
