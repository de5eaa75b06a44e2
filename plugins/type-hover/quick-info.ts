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

/** What an editor shows when hovering each identifier of `fileName` (`const store: EnhancedStore<…>`). */
export function quickInfoOfFile(service: ts.LanguageService, fileName: string): QuickInfoAt[] {
  const sourceFile = service.getProgram()?.getSourceFile(fileName);
  if (!sourceFile) throw new Error(`The example program has no file ${fileName}`);
  const result: QuickInfoAt[] = [];
  for (const identifier of identifiersOf(sourceFile)) {
    const start = identifier.getStart(sourceFile);
    const info = service.getQuickInfoAtPosition(fileName, start);
    const text = info ? ts.displayPartsToString(info.displayParts).trim() : '';
    if (text === '') continue;
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
    result.push({ line, column: character, length: identifier.getEnd() - start, text: shorten(text) });
  }
  return result;
}

function shorten(text: string): string {
  return text.length <= MAX_QUICK_INFO_LENGTH ? text : `${text.slice(0, MAX_QUICK_INFO_LENGTH - 1)}…`;
}
