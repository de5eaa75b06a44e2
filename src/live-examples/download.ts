import { strToU8, zipSync } from 'fflate';
import type { ExampleFile } from './protocol';

/** Packs the example's files and the project scaffolding into a zip named after the example. */
export function zipProject(
  name: string,
  files: readonly ExampleFile[],
  scaffold: Readonly<Record<string, string>>,
): Blob {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, code] of Object.entries(scaffold)) entries[`${name}/${path}`] = strToU8(code);
  for (const file of files) entries[`${name}/${file.path}`] = strToU8(file.code);
  return new Blob([zipSync(entries, { level: 6 })], { type: 'application/zip' });
}

/** Saves a blob as a file, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
