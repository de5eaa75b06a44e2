import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

/** A temporary name beside `file`, unique per process and worker thread, so two writers never share one. */
function temporaryName(file: string): string {
  return `${file}.${process.pid}-${threadId}.tmp`;
}

/**
 * Writes a file under a temporary name, then renames it: a reader (a request,
 * another build) never sees it half written.
 */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryName(file);
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, file);
}

/** `writeAtomically` for code that must not yield (a cache written at the end of a synchronous step). */
export function writeAtomicallySync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryName(file);
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}
