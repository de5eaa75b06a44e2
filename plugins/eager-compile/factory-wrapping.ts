import { parse } from 'acorn';
import type { CallExpression, Expression, Node, ObjectExpression, Property, SpreadElement } from 'acorn';

/** Text to insert into a script, at an offset of the original. */
export interface Insertion {
  readonly at: number;
  readonly text: string;
}

/**
 * The modules object of a chunk file, `(self.webpackChunk… ||= []).push([[ids], {id(e, t, n) {…}, …}])`:
 * the object literal whose properties are the chunk's module factories.
 */
function modulesObjectOf(program: ReturnType<typeof parse>): ObjectExpression | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const call = statement.expression;
    if (call.type !== 'CallExpression' || !isPushCall(call)) continue;
    const [chunk] = call.arguments;
    if (chunk?.type !== 'ArrayExpression') continue;
    const modules = chunk.elements[1];
    if (modules?.type === 'ObjectExpression') return modules;
  }
  return undefined;
}

function isPushCall(call: CallExpression): boolean {
  return (
    call.callee.type === 'MemberExpression' &&
    call.callee.property.type === 'Identifier' &&
    call.callee.property.name === 'push'
  );
}

/** A chunk is a classic script; an ES module that mentions a chunk array is parsed as one too, and has no factories to wrap. */
function parseProgram(code: string): ReturnType<typeof parse> {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  }
}

const isProperty = (node: Property | SpreadElement): node is Property => node.type === 'Property';

/** Whether the source has `(` right before the node, spaces aside: V8 already compiles it eagerly. */
function parenthesised(code: string, node: Node): boolean {
  let at = node.start - 1;
  while (at >= 0 && /\s/.test(code[at]!)) at -= 1;
  return code[at] === '(';
}

/**
 * Where to put parentheses so that each module factory of a chunk file is a
 * parenthesised function expression: `id(e,t,n){…}` becomes
 * `id:(function(e,t,n){…})`, `id:function(…){…}` becomes `id:(function(…){…})`.
 *
 * Why: V8 compiles a function lazily, on its first call, unless it is written
 * as `(function…` (the "possibly invoked function expression" hint), which
 * it compiles with the rest of the script. A script the browser streams is
 * compiled on a background thread, so parenthesised factories are ready before
 * the page calls them; left lazy, each is parsed on the main thread when the
 * app first requires it. Every factory of a chunk is called soon after the
 * chunk loads (a page's content, the app's start), so nothing is compiled
 * for nothing. A file that is not a chunk (the runtime) gets no insertions.
 */
export function eagerFactoryInsertions(code: string): Insertion[] {
  // Only chunk files name the chunk array; the rest (runtime, ES module workers) need no parsing.
  if (!code.includes('webpackChunk')) return [];
  const modules = modulesObjectOf(parseProgram(code));
  if (!modules) return [];
  const insertions: Insertion[] = [];
  for (const property of modules.properties.filter(isProperty)) {
    const factory: Expression = property.value as Expression;
    if (factory.type !== 'FunctionExpression' || factory.async || factory.generator || property.kind !== 'init')
      continue;
    if (property.method) {
      // `id(e,t,n){…}`: the value's source starts at its parameters, right after the key.
      insertions.push({ at: factory.start, text: ':(function' }, { at: factory.end, text: ')' });
    } else if (!parenthesised(code, factory)) {
      insertions.push({ at: factory.start, text: '(' }, { at: factory.end, text: ')' });
    }
  }
  return insertions;
}
