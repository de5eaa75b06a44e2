import fs from 'node:fs';
import path from 'node:path';

/** The parts of Docusaurus's `client-manifest.json` (react-loadable-ssr-addon) read here. */
interface ClientManifest {
  readonly entrypoints: readonly string[];
  /** A chunk name (or entry) → the ids of every chunk it needs, itself included. */
  readonly origins: Readonly<Record<string, readonly string[]>>;
  /** A chunk id → its files, by type. */
  readonly assets: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<{ readonly file: string }>>>>>;
}

/** Every chunk name of `routesChunkNames.json`: the nested objects' string values. */
function chunkNamesOf(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) chunkNamesOf(child, found);
  return found;
}

/**
 * The bundler's files (build-relative, `assets/js/main.0123abcd.js`) that the
 * first load of some page fetches: the entry's chunks and every route's
 * chunks, as Docusaurus's client manifest and route chunk names (both in the
 * generated files folder, `.docusaurus`) list them. What is not in the set is
 * only ever loaded later (the browser-side diagram fallback, the live-example
 * editor). Undefined when the folder holds no manifest, or when `outDir` is
 * given and lacks one of the files (the manifest is another build's).
 */
export function firstLoadFiles(generatedFilesDir: string, outDir?: string): ReadonlySet<string> | undefined {
  let manifest: ClientManifest;
  let routeChunks: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'client-manifest.json'), 'utf8'));
    routeChunks = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const files = new Set<string>();
  for (const name of [...manifest.entrypoints, ...chunkNamesOf(routeChunks)]) {
    for (const id of manifest.origins[name] ?? []) {
      for (const list of Object.values(manifest.assets[id] ?? {})) for (const asset of list) files.add(asset.file);
    }
  }
  if (outDir !== undefined && [...files].some((file) => !fs.existsSync(path.join(outDir, file)))) return undefined;
  return files;
}
