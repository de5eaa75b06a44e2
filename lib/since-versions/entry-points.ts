import path from 'node:path';

/** The package.json fields that say where a package's declarations are. */
export interface PackageManifest {
  readonly types?: string;
  readonly typings?: string;
  readonly main?: string;
  readonly exports?: unknown;
}

/** Read access to one published version's files, paths relative to the package root. */
export interface PackageFiles {
  readonly manifest: (relativePath: string) => PackageManifest | undefined;
  readonly exists: (relativePath: string) => boolean;
}

/**
 * The conditions TypeScript's `bundler` resolution matches in an `exports`
 * map, the same resolution the docs' examples are checked with.
 */
const CONDITIONS = new Set(['types', 'import', 'default']);

/**
 * The declaration file (relative to the package root) of an entry point such
 * as `@reduxjs/toolkit/query` in one published version, or `undefined` when
 * that version has no such entry point. Uses the `exports` map when the root
 * package.json has one (2.x), otherwise the root `types`/`typings` and the
 * subpath folder's own package.json (1.x `query/package.json`).
 * Throws when the package points at a declaration file it does not contain.
 */
export function resolveEntryDeclarations(
  packageName: string,
  entryPoint: string,
  files: PackageFiles,
): string | undefined {
  if (entryPoint !== packageName && !entryPoint.startsWith(`${packageName}/`))
    throw new Error(`${entryPoint} is not an entry point of ${packageName}`);
  const subpath = entryPoint === packageName ? '' : entryPoint.slice(packageName.length + 1);
  const root = files.manifest('package.json');
  if (!root) throw new Error(`${packageName} has no package.json`);

  if (root.exports !== undefined) {
    const target = exportsTarget(root.exports, subpath === '' ? '.' : `./${subpath}`);
    // A subpath missing from the map, or mapped to null, is not exported.
    return target === undefined || target === null
      ? undefined
      : existing(declarationFor(pickTarget(target), files), files, entryPoint);
  }

  if (subpath === '') return existing(manifestDeclarations(root, '', files) ?? 'index.d.ts', files, entryPoint);
  const folderManifest = files.manifest(`${subpath}/package.json`);
  if (folderManifest) {
    const declarations = manifestDeclarations(folderManifest, subpath, files) ?? `${subpath}/index.d.ts`;
    return existing(declarations, files, entryPoint);
  }
  return [`${subpath}.d.ts`, `${subpath}/index.d.ts`].find(files.exists);
}

/** `types`, else `typings`, else the declarations next to `main`. */
function manifestDeclarations(manifest: PackageManifest, folder: string, files: PackageFiles): string | undefined {
  const declared = manifest.types ?? manifest.typings;
  if (declared) return join(folder, declared);
  return manifest.main ? declarationFor(join(folder, manifest.main), files) : undefined;
}

function exportsTarget(exports: unknown, subpath: string): unknown {
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.' ? exports : undefined;
  if (!isRecord(exports)) return undefined;
  const keys = Object.keys(exports);
  // An object whose keys are conditions (not subpaths) is the target of ".".
  if (keys.length > 0 && keys.every((key) => !key.startsWith('.'))) return subpath === '.' ? exports : undefined;
  // Subpath patterns (`./*`) are not used by the toolkit and are not matched here.
  return exports[subpath];
}

/** Follows nested conditions in key order, as Node and TypeScript do; `null` blocks a subpath. */
function pickTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const picked = pickTarget(item);
      if (picked !== undefined) return picked;
    }
    return undefined;
  }
  if (!isRecord(target)) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (!CONDITIONS.has(condition)) continue;
    const picked = pickTarget(value);
    if (picked !== undefined) return picked;
  }
  return undefined;
}

/** A declaration path as-is; a JavaScript path mapped to its sibling declarations. */
function declarationFor(file: string | undefined, files?: PackageFiles): string | undefined {
  if (file === undefined) return undefined;
  const normalized = join('', file);
  if (/\.d\.[cm]?ts$/.test(normalized)) return normalized;
  const stem = normalized.replace(/\.([cm]?)js$/, '');
  const extension = /\.mjs$/.test(normalized) ? '.d.mts' : /\.cjs$/.test(normalized) ? '.d.cts' : '.d.ts';
  const candidates = stem === normalized ? [`${stem}.d.ts`, `${stem}/index.d.ts`] : [`${stem}${extension}`];
  return files ? (candidates.find(files.exists) ?? candidates[0]) : candidates[0];
}

function existing(file: string | undefined, files: PackageFiles, entryPoint: string): string {
  if (file === undefined || !files.exists(file))
    throw new Error(`${entryPoint} points at declarations that are not in the package: ${file ?? '(none)'}`);
  return file;
}

function join(folder: string, file: string): string {
  const joined = path.posix.normalize(path.posix.join(folder, file));
  if (joined.startsWith('..')) throw new Error(`${file} points outside the package`);
  return joined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
