import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  compileSurfaceProgram,
  listAllExports,
  listSurfaceProperties,
  type SurfaceProgram,
} from '../toolkit-api/read-exports';
import { SURFACE_PREAMBLE, surfaceOptionNames, type Surface } from '../toolkit-api/surfaces';
import { PACKAGE_NAME, type CachedVersion } from './cache';
import { resolveEntryDeclarations, type PackageFiles, type PackageManifest } from './entry-points';
import { names, unknown, type Observation, type VersionReading } from './observation';
import { ALTERNATIVE_PREAMBLE, SURFACE_HISTORY } from './surface-history';
import { compareVersions } from './versions';

/** Reads one cached version: the exports of each entry point and the options of each surface. */
export function readVersion(
  cached: CachedVersion,
  entryPoints: readonly string[],
  surfaces: readonly Surface[],
): VersionReading {
  const files = packageFiles(cached.packageDir);
  const entryFiles = new Map<string, string>();
  const exports = new Map<string, Observation>();
  for (const entryPoint of entryPoints) {
    try {
      const relative = resolveEntryDeclarations(PACKAGE_NAME, entryPoint, files);
      if (relative === undefined) exports.set(entryPoint, names([]));
      else entryFiles.set(entryPoint, path.join(cached.packageDir, relative));
    } catch (error) {
      exports.set(entryPoint, unknown((error as Error).message));
    }
  }

  const candidates = surfaces.map((surface) => surfaceCandidates(surface, cached.version));
  const accept = staysInVersion(cached);
  const compiled = compileSurfaceProgram(
    [...entryFiles.values()],
    candidates.flat(),
    `${SURFACE_PREAMBLE}\n${ALTERNATIVE_PREAMBLE}`,
    { virtualDir: cached.root, acceptResolution: accept },
  );

  const missing = unresolvedReExports(compiled.program, cached, accept);
  for (const [entryPoint, file] of entryFiles) {
    exports.set(
      entryPoint,
      missing.length > 0
        ? unknown(`unresolved re-exports: ${missing.join(', ')}`)
        : names(listAllExports(compiled, file)),
    );
  }

  const evaluable = evaluableAliases(compiled);
  const options = new Map<string, Observation>();
  let aliasIndex = 0;
  surfaces.forEach((surface, surfaceIndex) => {
    const aliases = compiled.aliases.slice(aliasIndex, aliasIndex + candidates[surfaceIndex]!.length);
    aliasIndex += aliases.length;
    options.set(surface.name, readSurface(surface, aliases, evaluable, compiled, exports));
  });
  return { version: cached.version, exports, options };
}

/**
 * The cache sits inside this project's node_modules, so Node-style lookup
 * would fall back to the pinned toolkit (or its dependencies) when an old
 * version lacks a subpath. The toolkit and its own dependencies must come
 * from the version's folder; peer dependencies (react, react-redux) may come
 * from the project.
 */
function staysInVersion(cached: CachedVersion): (moduleName: string, resolvedFile: string) => boolean {
  const isolated = new Set([PACKAGE_NAME, ...Object.keys(cached.dependencies)]);
  return (moduleName, resolvedFile) =>
    !isolated.has(packageNameOf(moduleName)) || resolvedFile.startsWith(cached.root + path.sep);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The alternatives meant for this version first, then today's expression. */
export function surfaceCandidates(surface: Surface, version: string): string[] {
  const history = SURFACE_HISTORY[surface.name];
  if (!history) throw new Error(`No SURFACE_HISTORY entry for "${surface.name}"`);
  const alternatives = (history.alternatives ?? []).filter(
    (alternative) => compareVersions(version, alternative.before) < 0,
  );
  return [...alternatives.map((alternative) => alternative.type), surface.type];
}

function readSurface(
  surface: Surface,
  aliases: readonly ts.TypeAliasDeclaration[],
  evaluable: ReadonlyMap<ts.TypeAliasDeclaration, string | undefined>,
  { program, checker }: SurfaceProgram,
  exports: ReadonlyMap<string, Observation>,
): Observation {
  const usable = aliases.find((alias) => evaluable.get(alias) === undefined);
  if (usable) {
    const type = checker.getTypeAtLocation(usable.type);
    const own = listSurfaceProperties(program, checker, type);
    const include = (surface.include ?? []).filter((name) => hasProperty(checker, type, name));
    return names(surfaceOptionNames({ ignore: surface.ignore, include }, own));
  }
  const anchor = SURFACE_HISTORY[surface.name]!.anchor;
  const anchorExports = exports.get(anchor.entryPoint);
  if (anchorExports?.kind === 'names' && !anchorExports.names.includes(anchor.name)) return names([]);
  const problems = aliases.map((alias) => evaluable.get(alias)).join(' | ');
  return unknown(`${anchor.name} exists but no expression for the surface compiles: ${problems}`);
}

/** Whether any member of the type (including DOM-inherited members) has the property. */
function hasProperty(checker: ts.TypeChecker, type: ts.Type, name: string): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => checker.getPropertyOfType(checker.getApparentType(member), name) !== undefined);
}

/**
 * For each `SurfaceN` alias, why it cannot be read (undefined when it can):
 * a compile error inside it or inside a preamble declaration it uses
 * (directly or through other aliases), or a type that collapsed to `any`.
 */
function evaluableAliases({
  program,
  checker,
  virtualFile,
  aliases,
}: SurfaceProgram): Map<ts.TypeAliasDeclaration, string | undefined> {
  const statements = new Map<string, ts.Statement>();
  for (const statement of virtualFile.statements) {
    for (const name of declaredNames(statement)) statements.set(name, statement);
  }
  const errors = new Map<ts.Statement, string[]>();
  for (const diagnostic of [
    ...program.getSyntacticDiagnostics(virtualFile),
    ...program.getSemanticDiagnostics(virtualFile),
  ]) {
    const statement = virtualFile.statements.find(
      (candidate) =>
        diagnostic.start !== undefined && diagnostic.start >= candidate.pos && diagnostic.start < candidate.end,
    );
    if (!statement) continue;
    errors.set(statement, [
      ...(errors.get(statement) ?? []),
      ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
    ]);
  }

  const result = new Map<ts.TypeAliasDeclaration, string | undefined>();
  for (const alias of aliases) {
    const used = dependencies(alias, statements);
    const problems = [...used].flatMap((statement) => errors.get(statement) ?? []);
    const type = checker.getTypeAtLocation(alias.type);
    // `any` (an unresolved import) or `never` (a collapsed intersection) would pass for "no options".
    if (problems.length === 0 && (type.flags & ts.TypeFlags.Any) !== 0) problems.push('the type is any');
    if (problems.length === 0 && (type.flags & ts.TypeFlags.Never) !== 0) problems.push('the type is never');
    result.set(alias, problems.length > 0 ? problems.join('; ') : undefined);
  }
  return result;
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isTypeAliasDeclaration(statement)) return [statement.name.text];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    return [
      ...(clause?.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
    ];
  }
  return [];
}

/** The statement itself and every top-level declaration it refers to, transitively. */
function dependencies(start: ts.Statement, statements: ReadonlyMap<string, ts.Statement>): Set<ts.Statement> {
  const seen = new Set<ts.Statement>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const target = statements.get(node.text);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(queue.pop()!);
  }
  return seen;
}

/**
 * Re-exports (`export … from`) in the toolkit's files whose module resolves
 * nowhere. A missing dependency would silently drop re-exported names
 * (`export * from 'redux'`), so any such re-export makes the version's exports
 * unreadable. Plain imports only type values, which cannot remove a name.
 */
function unresolvedReExports(
  program: ts.Program,
  cached: CachedVersion,
  accept: (moduleName: string, resolvedFile: string) => boolean,
): string[] {
  const missing = new Set<string>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!sourceFile.fileName.startsWith(cached.packageDir + path.sep)) continue;
    const visit = (node: ts.Node): void => {
      const specifier = moduleSpecifier(node);
      if (specifier) {
        const resolved = ts.resolveModuleName(specifier.text, sourceFile.fileName, program.getCompilerOptions(), ts.sys)
          .resolvedModule?.resolvedFileName;
        if (resolved === undefined || !accept(specifier.text, resolved))
          missing.add(`${specifier.text} (from ${path.relative(cached.packageDir, sourceFile.fileName)})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return [...missing].sort();
}

function moduleSpecifier(node: ts.Node): ts.StringLiteralLike | undefined {
  const candidate = ts.isExportDeclaration(node) ? node.moduleSpecifier : undefined;
  return candidate && ts.isStringLiteralLike(candidate) ? candidate : undefined;
}

function packageFiles(packageDir: string): PackageFiles {
  return {
    manifest: (relative) => {
      const file = path.join(packageDir, relative);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageManifest) : undefined;
    },
    exists: (relative) => fs.existsSync(path.join(packageDir, relative)),
  };
}
