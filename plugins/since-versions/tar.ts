/** One regular file read from a tar archive. */
export interface TarFile {
  readonly path: string;
  readonly data: Buffer;
}

const BLOCK = 512;

/**
 * Reads the regular files of an (uncompressed) tar archive: ustar headers with
 * their `prefix` field, PAX extended headers (`path` records) and GNU long
 * names. Directories, links and other entry types are skipped.
 */
export function readTar(archive: Buffer): TarFile[] {
  const files: TarFile[] = [];
  let offset = 0;
  let nextPath: string | undefined;
  let globalPath: string | undefined;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    verifyChecksum(header, offset);
    const size = readOctal(header, 124, 12, offset);
    const type = String.fromCharCode(header[156]!);
    const dataStart = offset + BLOCK;
    if (dataStart + size > archive.length) throw new Error(`tar: entry at byte ${offset} runs past the end`);
    const data = archive.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (type === 'x' || type === 'g') {
      const pathRecord = readPaxRecords(data).get('path');
      if (type === 'x') nextPath = pathRecord;
      else globalPath = pathRecord;
      continue;
    }
    if (type === 'L') {
      nextPath = readString(data, 0, data.length);
      continue;
    }
    const path = nextPath ?? globalPath ?? headerPath(header);
    nextPath = undefined;
    // '0' and the pre-POSIX NUL both mean a regular file.
    if (type === '0' || type === '\0') files.push({ path, data: Buffer.from(data) });
  }
  return files;
}

function headerPath(header: Buffer): string {
  const name = readString(header, 0, 100);
  const isUstar = readString(header, 257, 6) === 'ustar';
  const prefix = isUstar ? readString(header, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/** PAX records are `<length> <key>=<value>\n`, the length counting the whole record. */
export function readPaxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    if (space === -1) break;
    const length = Number(data.toString('utf8', offset, space));
    if (!Number.isInteger(length) || length <= 0) throw new Error(`tar: bad PAX record length at byte ${offset}`);
    const record = data.toString('utf8', space + 1, offset + length - 1);
    const equals = record.indexOf('=');
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? field.length : end);
}

function readOctal(block: Buffer, start: number, length: number, at: number): number {
  if ((block[start]! & 0x80) !== 0) throw new Error(`tar: base-256 sizes are not supported (entry at byte ${at})`);
  const text = readString(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error(`tar: bad octal field "${text}" at byte ${at}`);
  return text === '' ? 0 : parseInt(text, 8);
}

function verifyChecksum(header: Buffer, at: number): void {
  const expected = readOctal(header, 148, 8, at);
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  if (sum !== expected) throw new Error(`tar: bad header checksum at byte ${at}`);
}
