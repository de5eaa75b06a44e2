import ts from 'typescript';
import type { DeclarationProgram } from '../../lib/toolkit-api/read-exports';
import type { SymbolKind } from '../../src/symbols/types';
import { simplifySignature } from './signature';

/** What the declaration files say about one export or property. */
export interface DeclaredSymbol {
  readonly name: string;
  readonly kind: SymbolKind;
  readonly signature: string;
  readonly default?: string;
  readonly summary?: string;
  readonly deprecated?: string;
}

/** Every export (values and types) of one entry declaration file, sorted by name. */
export function listDeclaredExports({ program, checker }: DeclarationProgram, entryFile: string): DeclaredSymbol[] {
  const source = program.getSourceFile(entryFile);
  if (!source) throw new Error(`Cannot read ${entryFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = kindOf(target, isTypeOnlyExport(exported));
      return {
        name: exported.getName(),
        kind,
        signature: simplifySignature(printExport(exported.getName(), kind, target, checker)),
        ...docsOf(target, checker),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One option or field of a surface type, with its declared type and doc comment. */
export function describeMember(name: string, member: ts.Symbol, checker: ts.TypeChecker, kind: SymbolKind) {
  return {
    name,
    kind,
    signature: simplifySignature(printMember(name, member, checker)),
    ...docsOf(member, checker),
  } satisfies DeclaredSymbol;
}

function kindOf(symbol: ts.Symbol, typeOnly: boolean): SymbolKind {
  const flags = symbol.flags;
  if (!typeOnly) {
    if (flags & ts.SymbolFlags.Class) return 'class';
    if (flags & ts.SymbolFlags.Function) return 'function';
    if (flags & ts.SymbolFlags.Enum) return 'enum';
    if (flags & ts.SymbolFlags.Variable) return isCallableConst(symbol) ? 'function' : 'const';
    if (flags & ts.SymbolFlags.ValueModule) return 'namespace';
  }
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.Namespace && !(flags & ts.SymbolFlags.TypeAlias)) return 'namespace';
  return 'type';
}

/** `declare const createSlice: <…>(options) => Slice` reads as a function. */
function isCallableConst(symbol: ts.Symbol): boolean {
  const declaration = symbol.valueDeclaration;
  return (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    declaration.type !== undefined &&
    ts.isFunctionTypeNode(declaration.type)
  );
}

function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      (ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
      (ts.isImportSpecifier(declaration) && declaration.isTypeOnly),
  );
}

function printExport(name: string, kind: SymbolKind, symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const declarations = symbol.declarations ?? [];
  const pick = <T extends ts.Node>(test: (node: ts.Node) => node is T): T | undefined =>
    declarations.find((declaration) => test(declaration)) as T | undefined;
  switch (kind) {
    case 'function': {
      const fn = pick(ts.isFunctionDeclaration);
      if (fn) return `${name}(${printParameters(fn.parameters)})${fn.type ? `: ${text(fn.type)}` : ''}`;
      const variable = pick(ts.isVariableDeclaration);
      if (variable?.type && ts.isFunctionTypeNode(variable.type)) {
        return `${name}(${printParameters(variable.type.parameters)}): ${text(variable.type.type)}`;
      }
      return `${name}: ${checker.typeToString(checker.getTypeOfSymbol(symbol))}`;
    }
    case 'const': {
      const variable = pick(ts.isVariableDeclaration);
      const type = variable?.type ? text(variable.type) : checker.typeToString(checker.getTypeOfSymbol(symbol));
      return `const ${name}: ${type}`;
    }
    case 'class':
      return `class ${name}${typeParameterNames(pick(ts.isClassDeclaration)?.typeParameters)}`;
    case 'enum':
      return `enum ${name}`;
    case 'namespace':
      return `namespace ${name}`;
    case 'interface':
      return `interface ${name}${typeParameterNames(pick(ts.isInterfaceDeclaration)?.typeParameters)}`;
    default: {
      const alias = pick(ts.isTypeAliasDeclaration);
      const head = `type ${name}${typeParameterNames(alias?.typeParameters)}`;
      const body = alias ? text(alias.type) : '';
      return body && body.length <= 80 ? `${head} = ${body}` : head;
    }
  }
}

function printMember(name: string, member: ts.Symbol, checker: ts.TypeChecker): string {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
  if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    return `${name}${optional}(${printParameters(declaration.parameters)})${declaration.type ? `: ${text(declaration.type)}` : ''}`;
  }
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    return `${name}${optional}: ${text(declaration.type)}`;
  }
  const type = checker.getTypeOfSymbol(member);
  return `${name}${optional}: ${checker.typeToString(checker.getNonNullableType(type))}`;
}

function printParameters(parameters: ts.NodeArray<ts.ParameterDeclaration>): string {
  return parameters
    .map((parameter) => {
      const rest = parameter.dotDotDotToken ? '...' : '';
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      return `${rest}${text(parameter.name)}${optional}${parameter.type ? `: ${text(parameter.type)}` : ''}`;
    })
    .join(', ');
}

function typeParameterNames(parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): string {
  return parameters && parameters.length > 0
    ? `<${parameters.map((parameter) => parameter.name.text).join(', ')}>`
    : '';
}

function text(node: ts.Node): string {
  return node.getText().replace(/\s+/g, ' ').trim();
}

function docsOf(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): Pick<DeclaredSymbol, 'default' | 'summary' | 'deprecated'> {
  const comment = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const tags = symbol.getJsDocTags(checker);
  const tag = (...names: string[]) => {
    const found = tags.find((candidate) => names.includes(candidate.name));
    return found ? ts.displayPartsToString(found.text ?? []).trim() : undefined;
  };
  const deprecated = tag('deprecated');
  const summary = firstSentence(comment);
  const fallback = tags.some((candidate) => candidate.name === 'deprecated') ? 'Deprecated.' : undefined;
  return {
    ...(tag('default', 'defaultValue') ? { default: cleanDefault(tag('default', 'defaultValue')!) } : {}),
    ...(summary ? { summary } : {}),
    ...(deprecated
      ? { deprecated: firstSentence(deprecated) ?? deprecated }
      : fallback
        ? { deprecated: fallback }
        : {}),
  };
}

/** `@default \`60\`` and `@default 60` both give `60`. */
function cleanDefault(value: string): string {
  return value
    .split('\n')[0]!
    .replace(/^`(.*)`$/, '$1')
    .trim();
}

/**
 * The first sentence of a doc comment or a docs paragraph, on one line,
 * without Markdown link syntax and without JSDoc `{@link}` braces.
 */
export function firstSentence(source: string): string | undefined {
  const paragraph = source
    .split(/\n\s*\n/)[0]!
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[|\s]([^}]*))?\}/g, (_, target: string, label?: string) =>
      (label ?? target).trim(),
    )
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[^\w`])_([^_]+)_(?=[^\w`]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (!paragraph || paragraph.startsWith('```') || paragraph.startsWith('@')) return undefined;
  const end = /[.!?](?=\s+[A-Z`(]|$)/.exec(paragraph);
  const sentence = end ? paragraph.slice(0, end.index + 1) : paragraph;
  return sentence.length > 240 ? `${sentence.slice(0, 239).trimEnd()}…` : sentence;
}
