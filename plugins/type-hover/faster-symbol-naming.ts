/**
 * A faster way for TypeScript's checker to find the modules that export a
 * symbol, for the example analysis's child processes (analyse-cli.ts,
 * live-analysis-cli.ts), which import this module before anything loads
 * TypeScript.
 *
 * Why: to name a type in a hover (`EnhancedStore<…>`), the checker asks which
 * modules export each symbol it meets (`getAlternativeContainingModules`).
 * For a symbol no import of the example re-exports, TypeScript 5.9 asks every
 * module of the program in turn, and each answer walks all of that module's
 * exports (`getAliasForSymbolInContainer`). The site's program has one module
 * per example file (over 700) besides the declarations, and the checker makes
 * new symbols for every instantiated type, so this walk was about a third of
 * the analysis's CPU time (a profile: 16.5 of 53 s). The patch answers the
 * same questions from indexes built once per checker: every module's exports
 * by the symbol they resolve to, in the order the walks visited them, so the
 * first match is the one TypeScript would have returned. Then, to find the
 * shortest accessible name of a symbol, the checker walked every entry of each
 * symbol table in scope, the program's globals included; a last patch visits
 * only the entries that can answer (candidatesInSymbolTable). The hover texts
 * of the whole site are byte-for-byte the same with and without the patches
 * (__tests__/faster-symbol-naming.test.ts checks a set of examples).
 *
 * The patch is applied to the text of TypeScript's own `typescript.js` as
 * this process loads it: the functions are inside the checker's closure, out
 * of reach otherwise. Where the installed TypeScript's text differs from the
 * version the patch was written for (5.9), the analysis runs on TypeScript
 * unchanged, slower, and says so.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/** One change to `typescript.js`: a piece of its text that must occur exactly once, and what replaces it. */
interface TextPatch {
  readonly find: string;
  readonly replace: string;
}

/**
 * Answers "which export of this container is `symbol`" with one map per
 * exports table (resolved target → its first export), instead of a walk over
 * the table per question.
 */
const aliasInContainer: TextPatch = {
  find: `    return forEachEntry(exports2, (exported) => {
      if (getSymbolIfSameReference(exported, symbol)) {
        return exported;
      }
    });
  }
  function getSymbolIfSameReference(s1, s2) {`,
  replace: `    return firstExportByTarget(exports2).get(referenceTarget(symbol));
  }
  var exportsByTarget;
  function referenceTarget(symbol) {
    return getMergedSymbol(resolveSymbol(getMergedSymbol(symbol)));
  }
  function firstExportByTarget(exports2) {
    let byTarget = (exportsByTarget ||= new WeakMap()).get(exports2);
    if (!byTarget || byTarget.indexedSize !== exports2.size) {
      byTarget = new Map();
      byTarget.indexedSize = exports2.size;
      exports2.forEach((exported) => {
        const target = referenceTarget(exported);
        if (!byTarget.has(target)) byTarget.set(target, exported);
      });
      exportsByTarget.set(exports2, byTarget);
    }
    return byTarget;
  }
  function getSymbolIfSameReference(s1, s2) {`,
};

/**
 * Answers "which modules of the program export `symbol`" from one index of
 * every module's exports, built the first time it is asked, instead of asking
 * every module each time. A module counts where the original walk would have
 * counted it: it is the symbol's parent, its `export =` is the symbol, or one
 * of its exports resolves to the symbol.
 */
const modulesExportingSymbol: TextPatch = {
  find: `    const otherFiles = host.getSourceFiles();
    for (const file of otherFiles) {
      if (!isExternalModule(file)) continue;
      const sym = getSymbolOfDeclaration(file);
      const ref = getAliasForSymbolInContainer(sym, symbol);
      if (!ref) continue;
      results = append(results, sym);
    }
    return links.extendedContainers = results || emptyArray;
  }`,
  replace: `    return links.extendedContainers = modulesExporting(symbol) || emptyArray;
  }
  var moduleExportIndex;
  function modulesExporting(symbol) {
    if (!moduleExportIndex) {
      const byTarget = new Map();
      const modules = [];
      for (const file of host.getSourceFiles()) {
        if (!isExternalModule(file)) continue;
        const sym = getSymbolOfDeclaration(file);
        const position = modules.push(sym) - 1;
        const add = (target) => {
          let positions = byTarget.get(target);
          if (!positions) byTarget.set(target, positions = []);
          if (positions[positions.length - 1] !== position) positions.push(position);
        };
        const exportEquals = sym.exports && sym.exports.get("export=");
        if (exportEquals) add(referenceTarget(exportEquals));
        getExportsOfSymbol(sym).forEach((exported) => add(referenceTarget(exported)));
      }
      moduleExportIndex = { byTarget, modules, positionOf: new Map(modules.map((sym, position) => [sym, position])) };
    }
    const { byTarget, modules, positionOf } = moduleExportIndex;
    let positions = byTarget.get(referenceTarget(symbol)) || [];
    const parent = getParentOfSymbol(symbol);
    const parentPosition = parent === void 0 ? void 0 : positionOf.get(parent);
    if (parentPosition !== void 0 && !positions.includes(parentPosition)) {
      positions = [...positions, parentPosition].sort((a, b) => a - b);
    }
    return positions.length ? positions.map((position) => modules[position]) : void 0;
  }`,
};

/**
 * Looks for an accessible name of a symbol in a symbol table
 * (`trySymbolTable`) among the entries that can give one: aliases (imports,
 * re-exports) and exported locals. The original visits every entry of the
 * table, on every question; the globals of a program with the DOM's types hold
 * thousands, almost none of them aliases, and that walk was a fifth of the
 * analysis (13 of 67 s in a profile). The entries kept are those the walk's
 * callback can return something for, in the table's order, so the first
 * answer is the same.
 */
const candidatesInSymbolTable: TextPatch = {
  find: `      const result2 = forEachEntry(symbols, (symbolFromSymbolTable) => {`,
  replace: `      const result2 = forEachNamingCandidate(symbols, (symbolFromSymbolTable) => {`,
};

const namingCandidatesIndex: TextPatch = {
  find: `  function needsQualification(symbol, enclosingDeclaration, meaning) {`,
  replace: `  var namingCandidates;
  function forEachNamingCandidate(symbols, callback) {
    let candidates = (namingCandidates ||= new WeakMap()).get(symbols);
    if (!candidates || candidates.indexedSize !== symbols.size) {
      candidates = [];
      candidates.indexedSize = symbols.size;
      symbols.forEach((entry) => {
        if (entry.flags & 2097152 /* Alias */ || entry.exportSymbol) candidates.push(entry);
      });
      namingCandidates.set(symbols, candidates);
    }
    for (const entry of candidates) {
      const result = callback(entry);
      if (result) return result;
    }
    return void 0;
  }
  function needsQualification(symbol, enclosingDeclaration, meaning) {`,
};

const PATCHES: readonly TextPatch[] = [
  aliasInContainer,
  modulesExportingSymbol,
  candidatesInSymbolTable,
  namingCandidatesIndex,
];

/** `typescript.js`'s text with the patches applied, or undefined when any of them does not fit it (another version). */
export function patchSymbolNaming(source: string): string | undefined {
  let patched = source;
  for (const { find, replace } of PATCHES) {
    const at = patched.indexOf(find);
    if (at === -1 || patched.indexOf(find, at + 1) !== -1) return undefined;
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return patched;
}

/** The installed TypeScript's main file. */
export function typescriptFile(): string {
  return require.resolve('typescript');
}

interface CompilableModule extends Module {
  filename: string;
  paths: string[];
  loaded: boolean;
  _compile(source: string, filename: string): void;
}

/** Runs `source` as the module `filename` (not registered anywhere) and returns its exports. */
export function compileModule(source: string, filename: string): CompilableModule {
  const compiled = new Module(filename) as CompilableModule;
  compiled.filename = filename;
  compiled.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(
    path.dirname(filename),
  );
  compiled._compile(source, filename);
  compiled.loaded = true;
  return compiled;
}

/**
 * Makes every later `import 'typescript'` of this process get the patched
 * TypeScript. Returns whether it did; when the installed version does not fit
 * the patch, warns and leaves TypeScript as it is.
 */
export function useFasterSymbolNaming(): boolean {
  const filename = typescriptFile();
  if (require.cache[filename]) throw new Error('TypeScript was loaded before the faster symbol naming could apply.');
  const patched = patchSymbolNaming(fs.readFileSync(filename, 'utf8'));
  if (patched === undefined) {
    process.stderr.write(
      'The example analysis runs on TypeScript unchanged: its checker is not the one plugins/type-hover/faster-symbol-naming.ts was written for (TypeScript 5.9), so hovers take longer to work out.\n',
    );
    return false;
  }
  require.cache[filename] = compileModule(patched, filename) as unknown as NodeJS.Module;
  return true;
}
