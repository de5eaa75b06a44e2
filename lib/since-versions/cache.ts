import fs from 'node:fs';
import path from 'node:path';
import type { Registry, TarFile } from './registry';
import { lowestSatisfying } from './versions';

export const PACKAGE_NAME = '@reduxjs/toolkit';

/** One toolkit release laid out on disk as a tiny project, so module resolution works unchanged. */
export interface CachedVersion {
  readonly version: string;
  /** `<cache>/<version>`: contains `node_modules/@reduxjs/toolkit` and its dependencies. */
  readonly root: string;
  readonly packageDir: string;
  /** The dependency versions installed next to it. */
  readonly dependencies: Readonly<Record<string, string>>;
}

const MARKER = 'since-versions.json';

/**
 * Declarations and package.json files are all that name resolution needs.
 * Since 2.0 the declarations also import one plain `.ts` file
 * (`dist/uncheckedindexed.ts`), so `.ts` files under `dist/` are kept too.
 */
export function isKeptFile(file: string): boolean {
  return (
    path.posix.basename(file) === 'package.json' ||
    /\.d\.[cm]?ts$/.test(file) ||
    (file.startsWith('dist/') && file.endsWith('.ts'))
  );
}

/**
 * Makes sure `<cache>/<version>` holds the toolkit's declarations and those of
 * its dependencies, downloading them once.
 *
 * Old releases re-export `redux`, `reselect`, `immer` and `redux-thunk` names
 * (`export * from 'redux'`, `createSelector`, `current`, `thunk`…), so each
 * release gets its own dependencies' declarations. Each range is resolved to
 * its lowest published version: the registry's publish times cannot date
 * releases here (mirrored packuments carry re-publication dates), and the
 * lower bound is what every install of that release is guaranteed to get, so
 * a re-exported name is credited to the first toolkit release whose range
 * guarantees it. Peer dependencies (react, react-redux) are the user's choice
 * and resolve to this project's installed copies.
 */
export async function ensureVersion(cacheDir: string, version: string, registry: Registry): Promise<CachedVersion> {
  fs.mkdirSync(cacheDir, { recursive: true });
  // The compiler reports real paths; node_modules may be a symlink.
  const root = path.join(fs.realpathSync(cacheDir), version);
  const packageDir = path.join(root, 'node_modules', ...PACKAGE_NAME.split('/'));
  const markerFile = path.join(root, MARKER);
  if (fs.existsSync(markerFile)) {
    const { dependencies } = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Pick<CachedVersion, 'dependencies'>;
    return { version, root, packageDir, dependencies };
  }

  fs.rmSync(root, { recursive: true, force: true });
  const files = await registry.files(PACKAGE_NAME, version);
  writeFiles(packageDir, files);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    types?: string;
    typings?: string;
  };
  const fromSources = !files.some((file) => /\.d\.[cm]?ts$/.test(file.path));
  if (fromSources) useSourcesAsDeclarations(packageDir, files, manifest.types ?? manifest.typings);
  const dependencies: Record<string, string> = {};
  for (const [name, range] of Object.entries(manifest.dependencies ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const resolved = lowestSatisfying(range, Object.keys((await registry.packument(name)).versions));
    writeFiles(path.join(root, 'node_modules', ...name.split('/')), await registry.files(name, resolved));
    dependencies[name] = resolved;
  }
  fs.writeFileSync(markerFile, `${JSON.stringify({ version, dependencies, fromSources }, null, 2)}\n`);
  return { version, root, packageDir, dependencies };
}

/**
 * A release published without declarations but with its TypeScript sources
 * (1.2.0 shipped `dist/*.js` and `src/*.ts` but not the `dist/typings.d.ts`
 * its package.json names) is read from those sources: they are kept, and the
 * declared types file re-exports `src/index.ts`.
 */
function useSourcesAsDeclarations(packageDir: string, files: readonly TarFile[], declared: string | undefined): void {
  const sources = files.filter(
    (file) =>
      file.path.startsWith('src/') &&
      file.path.endsWith('.ts') &&
      !/(\.test\.ts$|\/tests?\/|__tests__)/.test(file.path),
  );
  if (!declared || !sources.some((file) => file.path === 'src/index.ts')) return;
  writeFiles(packageDir, sources, () => true);
  const target = path.join(packageDir, declared);
  const index = path
    .relative(path.dirname(target), path.join(packageDir, 'src', 'index'))
    .split(path.sep)
    .join('/');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(
    target,
    `// Written by since-versions: this release shipped no declarations, so its sources stand in.\nexport * from '${index.startsWith('.') ? index : `./${index}`}';\n`,
  );
}

function writeFiles(dir: string, files: readonly TarFile[], keep: (file: string) => boolean = isKeptFile): void {
  for (const file of files) {
    if (!keep(file.path)) continue;
    const target = path.resolve(dir, file.path);
    if (!target.startsWith(dir + path.sep)) throw new Error(`Refusing to write outside ${dir}: ${file.path}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.data);
  }
}
