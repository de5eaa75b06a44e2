import { transform } from 'sucrase';
import { parse } from 'es-module-lexer/js';
import type { ExampleFile, LinkableModule } from './protocol';

/** A problem that stops a run: a syntax error or an import the runner cannot satisfy, with its place. */
export class BuildProblem extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/**
 * Turns an example's TypeScript/TSX files into ES modules with their imports
 * located and resolved: relative imports to the example's files, others to
 * packages (which must be among `packages`). Line numbers are kept, so errors
 * point at the line the reader sees.
 */
export function transpileExample(files: readonly ExampleFile[], packages: ReadonlySet<string>): LinkableModule[] {
  const paths = new Set(files.map((file) => file.path));
  return files
    .filter((file) => /\.[jt]sx?$/.test(file.path) && !file.path.endsWith('.d.ts'))
    .map((file) => {
      let code: string;
      try {
        code = transform(file.code, {
          transforms: file.path.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'],
          jsxRuntime: 'automatic',
          production: true,
          filePath: file.path,
        }).code;
      } catch (error) {
        const { message, loc } = error as Error & { loc?: { line: number } };
        const place = /\((\d+):\d+\)/.exec(message);
        const reason = message.replace(/^Error transforming [^:]+: /, '').replace(/\s*\(\d+:\d+\)/, '');
        throw new BuildProblem(
          `Syntax error: ${reason}`,
          file.path,
          loc?.line ?? (place ? Number(place[1]) : undefined),
        );
      }
      const [imports] = parse(code, file.path);
      return {
        path: file.path,
        code,
        imports: imports
          .filter((entry) => entry.n !== undefined && entry.d !== -2)
          .map((entry) => {
            const specifier = entry.n!;
            const line = code.slice(0, entry.s).split('\n').length;
            if (specifier.startsWith('.')) {
              const target = resolveFile(file.path, specifier, paths);
              if (!target)
                throw new BuildProblem(`Cannot find '${specifier}' among the example's files`, file.path, line);
              return { start: entry.s, end: entry.e, target, kind: 'file' as const };
            }
            if (!packages.has(specifier)) {
              throw new BuildProblem(
                `'${specifier}' is not available in live examples (they can import ${[...packages].join(', ')})`,
                file.path,
                line,
              );
            }
            return { start: entry.s, end: entry.e, target: specifier, kind: 'package' as const };
          }),
      };
    });
}

function resolveFile(from: string, specifier: string, paths: ReadonlySet<string>): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/').replace(/\.jsx?$/, '');
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => paths.has(candidate));
}

/**
 * Orders modules so every file comes after the files it imports (blob URLs
 * cannot refer forward), or names the cycle that makes that impossible.
 */
export function linkOrder(modules: readonly LinkableModule[], entry: string): LinkableModule[] {
  const byPath = new Map(modules.map((module) => [module.path, module]));
  const ordered: LinkableModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (path: string, chain: string[]) => {
    if (state.get(path) === 'done') return;
    if (state.get(path) === 'visiting') {
      const cycle = [...chain.slice(chain.indexOf(path)), path].join(' → ');
      throw new BuildProblem(`Live examples cannot run circular imports: ${cycle}`, path);
    }
    const module = byPath.get(path);
    if (!module) throw new BuildProblem(`The example has no file ${path}`, entry);
    state.set(path, 'visiting');
    for (const dependency of module.imports) if (dependency.kind === 'file') visit(dependency.target, [...chain, path]);
    state.set(path, 'done');
    ordered.push(module);
  };
  visit(entry, []);
  return ordered;
}
