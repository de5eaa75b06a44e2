import ts from 'typescript';

/** The quick info of one identifier, at its 0-based line and column in the source file. */
export interface QuickInfoAt {
  readonly line: number;
  readonly column: number;
  readonly length: number;
  readonly text: string;
}

/** Longer quick info is cut here: a reader hovering wants the gist, and the JSON stays small. */
export const MAX_QUICK_INFO_LENGTH = 800;

/** Every identifier of a source file as a list, in source order. */
export function identifiersOf(sourceFile: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) found.push(node);
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Where an identifier's quick info is the same in every file: a name in an
 * import from a package (`import { createSlice } from '@reduxjs/toolkit'`),
 * which shows the package's declaration. Undefined for any other identifier,
 * relative imports included (they name each example's own files).
 */
export function packageImportKey(identifier: ts.Identifier): string | undefined {
  const { parent } = identifier;
  const clause = ts.isImportClause(parent)
    ? parent
    : ts.isNamespaceImport(parent)
      ? parent.parent
      : ts.isImportSpecifier(parent)
        ? parent.parent.parent
        : undefined;
  const importDeclaration = clause?.parent;
  if (!importDeclaration || !ts.isStringLiteral(importDeclaration.moduleSpecifier)) return undefined;
  const from = importDeclaration.moduleSpecifier.text;
  if (from.startsWith('.') || from.startsWith('/')) return undefined;
  return [from, clause.isTypeOnly, ts.SyntaxKind[parent.kind], parent.getText(), identifier.text].join('\0');
}

/** Quick info of package imports, per program (see packageImportKey): 1,111 identifiers, 256 distinct. */
const packageImports = new WeakMap<ts.Program, Map<string, string>>();

/** What an editor shows when hovering each identifier of `fileName` (`const store: EnhancedStore<…>`). */
export function quickInfoOfFile(service: ts.LanguageService, fileName: string): QuickInfoAt[] {
  const program = service.getProgram();
  const sourceFile = program?.getSourceFile(fileName);
  if (!program || !sourceFile) throw new Error(`The example program has no file ${fileName}`);
  let known = packageImports.get(program);
  if (!known) packageImports.set(program, (known = new Map()));
  const result: QuickInfoAt[] = [];
  for (const identifier of identifiersOf(sourceFile)) {
    const start = identifier.getStart(sourceFile);
    const key = packageImportKey(identifier);
    let text = key === undefined ? undefined : known.get(key);
    if (text === undefined) {
      const info = service.getQuickInfoAtPosition(fileName, start);
      text = info ? ts.displayPartsToString(info.displayParts).trim() : '';
      if (key !== undefined) known.set(key, text);
    }
    if (text === '') continue;
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
    result.push({ line, column: character, length: identifier.getEnd() - start, text: shorten(text) });
  }
  return result;
}

function shorten(text: string): string {
  return text.length <= MAX_QUICK_INFO_LENGTH ? text : `${text.slice(0, MAX_QUICK_INFO_LENGTH - 1)}…`;
}
