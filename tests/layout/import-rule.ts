import path from 'node:path';
import { importSpecifiers } from '../../lib/files/local-imports';

/** The top-level folders whose imports the rule governs, plus `root` for the config files at the top. */
export type Area = 'src' | 'plugins' | 'checks' | 'server' | 'lib' | 'config' | 'scripts' | 'tests' | 'root';

/**
 * What code in each area may import (README, "Repository layout"). Imports
 * point one way: scripts → checks | plugins | server → lib → pure modules of
 * src; src imports none of them, and nothing imports scripts.
 */
export const MAY_IMPORT: Readonly<Record<Area, readonly Area[]>> = {
  src: ['src'],
  lib: ['lib', 'src'],
  plugins: ['plugins', 'lib', 'src', 'config'],
  checks: ['checks', 'lib', 'src'],
  server: ['server', 'lib'],
  config: ['config'],
  scripts: ['checks', 'plugins', 'server', 'lib', 'src', 'config', 'tests'],
  tests: ['tests', 'checks', 'plugins', 'server', 'lib', 'src', 'config', 'root'],
  root: ['root', 'plugins', 'lib', 'src', 'config'],
};

/**
 * A unit test may also read what the site is configured and served with
 * (config/, server/, docusaurus.config.ts): the facts its assertions compare against.
 */
const TESTS_MAY_ALSO_IMPORT: readonly Area[] = ['config', 'server', 'root'];

const AREAS = new Set<string>(['src', 'plugins', 'checks', 'server', 'lib', 'config', 'scripts', 'tests']);

/** The area of a repository-relative path, or undefined for content and data folders (docs/, data/, static/…). */
export function areaOf(repoPath: string): Area | undefined {
  const [first, ...rest] = repoPath.split('/');
  if (rest.length === 0) return 'root';
  return AREAS.has(first!) ? (first as Area) : undefined;
}

export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

/** The repository-relative target of an import of ours (relative or `@site/`), or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return undefined;
}

/** The imports of one file (path relative to the repository, with `/`) that point the wrong way. */
export function importViolations(file: string, source: string): Violation[] {
  const from = areaOf(file);
  if (!from) return [];
  const isTest = file.split('/').includes('__tests__');
  const allowed = new Set<Area>(isTest ? [...MAY_IMPORT[from], ...TESTS_MAY_ALSO_IMPORT] : MAY_IMPORT[from]);
  const violations: Violation[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (from === 'src' && !isTest && specifier.startsWith('node:')) {
      violations.push({ file, specifier, reason: 'src/ runs in the browser: no Node built-ins' });
      continue;
    }
    const target = targetOf(file, specifier);
    if (target === undefined || target.startsWith('..')) continue;
    const to = areaOf(target);
    if (to && !allowed.has(to)) violations.push({ file, specifier, reason: `${from}/ may not import ${to}/` });
  }
  return violations;
}
