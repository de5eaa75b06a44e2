import path from 'node:path';
import ts from 'typescript';

/** A program over the toolkit's published declaration files, with a checker. */
export interface DeclarationProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** Properties of each surface expression given to createDeclarationProgram, by index. */
  readonly surfaceProperties: readonly string[][];
  /** The same properties as symbols (first declaration found per name), for reading their types and docs. */
  readonly surfaceMembers: ReadonlyArray<ReadonlyMap<string, ts.Symbol>>;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

export interface CompileOptions {
  /** Where the virtual module sits, so its imports resolve from there (default: next to the first entry file). */
  readonly virtualDir?: string;
  /** Rejects a module resolution (it then counts as not found), e.g. one that left an isolated folder. */
  readonly acceptResolution?: (moduleName: string, resolvedFile: string) => boolean;
}

/** A program over declaration files plus one virtual module naming each surface type (`Surface0`, `Surface1`…). */
export interface SurfaceProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly virtualFile: ts.SourceFile;
  /** The `SurfaceN` aliases, in the order of the surface types given. */
  readonly aliases: readonly ts.TypeAliasDeclaration[];
}

/**
 * Compiles the entry `.d.ts` files plus a virtual module that names each
 * surface type expression, so generic types are instantiated the way a user
 * would write them. Does not check the virtual module for errors; module
 * specifiers in it resolve from `virtualDir`.
 */
export function compileSurfaceProgram(
  entryFiles: readonly string[],
  surfaceTypes: readonly string[],
  preamble: string,
  { virtualDir = path.dirname(entryFiles[0]!), acceptResolution }: CompileOptions = {},
): SurfaceProgram {
  const virtualPath = path.join(virtualDir, '__coverage_surfaces__.ts');
  const virtualSource = `${preamble}\n${surfaceTypes.map((type, index) => `export type Surface${index} = ${type}`).join('\n')}\n`;
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const resolutionCache = ts.createModuleResolutionCache(host.getCurrentDirectory(), host.getCanonicalFileName);
  const program = ts.createProgram({
    rootNames: [...entryFiles, virtualPath],
    options: COMPILER_OPTIONS,
    host: {
      ...host,
      ...(acceptResolution && {
        resolveModuleNameLiterals: (literals, containingFile, redirected, options, containingSource) =>
          literals.map((literal) => {
            const mode = ts.getModeForUsageLocation(containingSource, literal, options);
            const resolved = ts.resolveModuleName(
              literal.text,
              containingFile,
              options,
              host,
              resolutionCache,
              redirected,
              mode,
            );
            const file = resolved.resolvedModule?.resolvedFileName;
            return file === undefined || acceptResolution(literal.text, file)
              ? resolved
              : { resolvedModule: undefined };
          }),
      }),
      fileExists: (file) => file === virtualPath || host.fileExists(file),
      readFile: (file) => (file === virtualPath ? virtualSource : host.readFile(file)),
      getSourceFile: (file, version, onError, create) =>
        file === virtualPath
          ? ts.createSourceFile(file, virtualSource, version, true)
          : host.getSourceFile(file, version, onError, create),
    },
  });
  const virtualFile = program.getSourceFile(virtualPath)!;
  const aliases = virtualFile.statements
    .filter(ts.isTypeAliasDeclaration)
    .filter((alias) => /^Surface\d+$/.test(alias.name.text));
  return { program, checker: program.getTypeChecker(), virtualFile, aliases };
}

/** Like compileSurfaceProgram, but every surface type must compile; reads each one's properties. */
export function createDeclarationProgram(
  entryFiles: readonly string[],
  surfaceTypes: readonly string[],
  preamble: string,
): DeclarationProgram {
  const { program, checker, virtualFile, aliases } = compileSurfaceProgram(entryFiles, surfaceTypes, preamble);
  const problems = program.getSemanticDiagnostics(virtualFile);
  if (problems.length > 0) {
    throw new Error(
      `Surface types do not compile: ${problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`,
    );
  }
  const surfaceMembers = aliases.map((alias) => ownMembers(program, checker, checker.getTypeAtLocation(alias.type)));
  const surfaceProperties = surfaceMembers.map((members) => [...members.keys()]);
  return { program, checker, surfaceProperties, surfaceMembers };
}

type ProgramAndChecker = Pick<DeclarationProgram, 'program' | 'checker'>;

/** Names of the exports of a declaration file that exist at run time (functions, constants, classes, enums). */
export function listRuntimeExports(declarations: ProgramAndChecker, entryFile: string): string[] {
  const { checker } = declarations;
  return exportSymbols(declarations, entryFile)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0 && !isTypeOnlyExport(symbol);
    })
    .map((symbol) => symbol.getName())
    .sort((a, b) => a.localeCompare(b));
}

/** Names of every export of a declaration file, values and types. */
export function listAllExports(declarations: ProgramAndChecker, entryFile: string): string[] {
  return exportSymbols(declarations, entryFile)
    .map((symbol) => symbol.getName())
    .sort((a, b) => a.localeCompare(b));
}

function exportSymbols({ program, checker }: ProgramAndChecker, entryFile: string): ts.Symbol[] {
  const source = program.getSourceFile(entryFile);
  if (!source) throw new Error(`Cannot read ${entryFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
}

function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      (ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
      (ts.isImportSpecifier(declaration) && declaration.isTypeOnly),
  );
}

/**
 * The properties a reader can set or read, by name: not inherited from the DOM or ES
 * libraries (e.g. RequestInit's fields on fetch arguments), not typed `never`,
 * and not symbol-keyed.
 */
export function listSurfaceProperties(program: ts.Program, checker: ts.TypeChecker, type: ts.Type): string[] {
  return [...ownMembers(program, checker, type).keys()];
}

/** The surface's properties by name, each with the first declaration found (see listSurfaceProperties). */
function ownMembers(program: ts.Program, checker: ts.TypeChecker, type: ts.Type): Map<string, ts.Symbol> {
  // A union (such as a hook result's status variants) documents every member's fields.
  const variants = type.isUnion() ? type.types : [type];
  const members = new Map<string, ts.Symbol>();
  for (const variant of variants) {
    for (const property of memberProperties(program, checker, variant)) {
      if (!members.has(property.getName())) members.set(property.getName(), property);
    }
  }
  return new Map([...members].sort(([a], [b]) => a.localeCompare(b)));
}

function memberProperties(program: ts.Program, checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  return checker
    .getPropertiesOfType(checker.getApparentType(type))
    .filter((property) => {
      const declarations = property.declarations ?? [];
      if (declarations.length > 0 && declarations.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile())))
        return false;
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      return (propertyType.flags & ts.TypeFlags.Never) === 0;
    })
    .filter((property) => !property.getName().startsWith('__@') && !property.getName().startsWith('['));
}
