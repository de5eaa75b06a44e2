import fs from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Writes a file under a temporary name, then renames it: a reader (a request,
 * another build) never sees it half written. The temporary name is unique per
 * process and worker thread, so two writers never share one.
 */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}
