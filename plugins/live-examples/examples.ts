import fs from 'node:fs';
import path from 'node:path';
import type { ExampleFile, LiveExampleData } from '../../src/live-examples/protocol';

/** What `examples/<name>/example.json` says about an example; its files are read from `src/`. */
interface ExampleMeta {
  readonly title: string;
  readonly description: string;
  readonly open: string;
}

export const EXAMPLE_ENTRY = 'src/main.tsx';

/** Lists the example folders (each with an example.json) under `examplesDir`, sorted by name. */
export function listExampleNames(examplesDir: string): string[] {
  return fs
    .readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(examplesDir, entry.name, 'example.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Reads one example: its metadata and every file under its `src/`, in a reading order (entry last). */
export function readExample(examplesDir: string, name: string): Omit<LiveExampleData, 'scaffold'> {
  const dir = path.join(examplesDir, name);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'example.json'), 'utf8')) as ExampleMeta;
  const files: ExampleFile[] = (fs.readdirSync(path.join(dir, 'src'), { recursive: true }) as string[])
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => ({ path: file, code: fs.readFileSync(path.join(dir, file), 'utf8') }));
  if (!files.some((file) => file.path === EXAMPLE_ENTRY)) {
    throw new Error(`examples/${name} has no ${EXAMPLE_ENTRY}: every live example starts there`);
  }
  if (!files.some((file) => file.path === meta.open)) {
    throw new Error(`examples/${name}/example.json opens ${meta.open}, which is not one of its files`);
  }
  return {
    name,
    title: meta.title,
    description: meta.description,
    open: meta.open,
    entry: EXAMPLE_ENTRY,
    files: files.sort(compareFiles),
  };
}

/** Store and slices first, then components, `App.tsx`, and the entry last; folders before their files' siblings. */
function compareFiles(a: ExampleFile, b: ExampleFile): number {
  return rank(a.path) - rank(b.path) || a.path.localeCompare(b.path);
}

function rank(file: string): number {
  if (file === EXAMPLE_ENTRY) return 4;
  if (file.endsWith('/App.tsx')) return 3;
  if (file.includes('/mocks/')) return 2;
  return file.endsWith('.tsx') ? 1 : 0;
}
