import ts from 'typescript';

/** Maps the exported symbols of toolkit entry points (aliases resolved) to their export names. */
export function toolkitExports(
  program: ts.Program,
  entryPoints: readonly string[],
  importingFile: string,
): Map<ts.Symbol, string> {
  const checker = program.getTypeChecker();
  const exports = new Map<ts.Symbol, string>();
  for (const entryPoint of entryPoints) {
    const resolved = ts.resolveModuleName(entryPoint, importingFile, program.getCompilerOptions(), ts.sys)
      .resolvedModule?.resolvedFileName;
    const sourceFile = resolved ? program.getSourceFile(resolved) : undefined;
    // An entry point no example imports is not in the program, and nothing can call its exports.
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolveAlias(checker, symbol);
      if (!exports.has(target)) exports.set(target, symbol.name);
    }
  }
  return exports;
}

/**
 * The toolkit exports an example file calls: called or constructed
 * (`createSlice(…)`, `new …`), used as a JSX tag (`<ApiProvider>`), or
 * reached through a property that is called (`createAsyncThunk.withTypes()`).
 */
export function calledExports(
  program: ts.Program,
  fileName: string,
  exports: ReadonlyMap<ts.Symbol, string>,
): Set<string> {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(fileName);
  const called = new Set<string>();
  if (!sourceFile) return called;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isCalled(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      const name = symbol && exports.get(resolveAlias(checker, symbol));
      if (name) called.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return called;
}

function isCalled(identifier: ts.Identifier): boolean {
  let node: ts.Node = identifier;
  // `createAsyncThunk.withTypes<…>()` counts as a call of createAsyncThunk.
  while (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node) node = node.parent;
  const parent = node.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression === node) return true;
  if (ts.isTaggedTemplateExpression(parent) && parent.tag === node) return true;
  return (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent)) && parent.tagName === node;
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
