import path from 'node:path';
import { exports as resolveExports, type Exports } from 'resolve.exports';

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
 * map (the resolution the docs' examples are checked with): `unsafe` keeps
 * resolve.exports from adding `node`, so only these and `default` match.
 */
const CONDITIONS = { conditions: ['types', 'import'], unsafe: true } as const;

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
    const target = exportsTarget(packageName, root.exports as Exports, entryPoint);
    // A subpath missing from the map, or mapped to null, is not exported.
    return target === undefined ? undefined : existing(declarationFor(target, files), files, entryPoint);
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

/**
 * The first target of an entry point in an `exports` map, or undefined when the
 * map does not export it (resolve.exports throws for a missing subpath, one
 * mapped to null, and one none of whose conditions match).
 */
function exportsTarget(packageName: string, map: Exports, entryPoint: string): string | undefined {
  try {
    return resolveExports({ name: packageName, exports: map }, entryPoint, CONDITIONS)?.[0];
  } catch {
    return undefined;
  }
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
