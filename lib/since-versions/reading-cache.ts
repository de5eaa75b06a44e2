import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Surface } from '../toolkit-api/surfaces';
import type { Observation, VersionReading } from './observation';

/** Folders whose code decides what a reading contains; any change to them invalidates cached readings. */
const LOGIC_DIRS = [__dirname, path.join(__dirname, '..', 'toolkit-api')];

/**
 * A fingerprint of everything a version's reading depends on besides the
 * version's own files: the entry points and surfaces asked for, the code
 * that reads them, and the TypeScript version.
 */
export function readingFingerprint(entryPoints: readonly string[], surfaces: readonly Surface[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ entryPoints, surfaces, typescript: ts.version }));
  for (const dir of LOGIC_DIRS) {
    for (const file of fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

interface StoredReading {
  readonly exports: [string, Observation][];
  readonly options: [string, Observation][];
}

const fileName = (fingerprint: string) => `reading-${fingerprint}.json`;

/** A reading saved by an earlier run with the same fingerprint, if any. */
export function loadReading(versionRoot: string, version: string, fingerprint: string): VersionReading | undefined {
  const file = path.join(versionRoot, fileName(fingerprint));
  if (!fs.existsSync(file)) return undefined;
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredReading;
  return { version, exports: new Map(stored.exports), options: new Map(stored.options) };
}

/** Saves a reading, replacing readings made by other versions of the code. */
export function saveReading(versionRoot: string, reading: VersionReading, fingerprint: string): void {
  for (const old of fs.readdirSync(versionRoot).filter((name) => /^reading-[0-9a-f]+\.json$/.test(name)))
    fs.rmSync(path.join(versionRoot, old));
  const stored: StoredReading = { exports: [...reading.exports], options: [...reading.options] };
  fs.writeFileSync(path.join(versionRoot, fileName(fingerprint)), JSON.stringify(stored));
}
