import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import type { Node } from 'acorn';
import type { ErrorCode } from '../../src/data/error-codes';

interface ConditionalNode extends Node {
  consequent: Node & { type: string; callee?: Node & { name?: string }; arguments?: Array<Node & { value?: unknown }> };
  alternate: Node & {
    type: string;
    value?: unknown;
    quasis?: Array<{ value: { cooked: string | null } }>;
    expressions?: Node[];
  };
}

/**
 * Finds every `formatProdErrorMessage(N) : <message>` pair in a toolkit build.
 * The toolkit's builds compile each `throw new Error(msg)` to
 * `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : msg`,
 * so the alternate branch holds the development message for code N.
 */
export function extractErrorCodes(source: string): ErrorCode[] {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const found = new Map<number, string>();
  simple(ast, {
    ConditionalExpression(node) {
      const { consequent, alternate } = node as unknown as ConditionalNode;
      if (consequent.type !== 'CallExpression' || consequent.callee?.name !== 'formatProdErrorMessage') return;
      const code = consequent.arguments?.[0]?.value;
      if (typeof code !== 'number') return;
      const message = readMessage(source, alternate);
      if (message !== undefined && !found.has(code)) found.set(code, message);
    },
  });
  return [...found.entries()].sort(([a], [b]) => a - b).map(([code, message]) => ({ code, message }));
}

/** Renders a string or template literal; template holes keep their source text, e.g. `${action.type}`. */
function readMessage(source: string, node: ConditionalNode['alternate']): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.quasis && node.expressions) {
    let text = '';
    node.quasis.forEach((quasi, index) => {
      text += quasi.value.cooked ?? '';
      const hole = node.expressions![index];
      if (hole) text += '${' + source.slice(hole.start, hole.end) + '}';
    });
    return text;
  }
  return undefined;
}

/** Merges codes found in several builds; the first message seen for a code wins. */
export function mergeErrorCodes(lists: ErrorCode[][]): ErrorCode[] {
  const merged = new Map<number, string>();
  for (const list of lists) for (const { code, message } of list) if (!merged.has(code)) merged.set(code, message);
  return [...merged.entries()].sort(([a], [b]) => a - b).map(([code, message]) => ({ code, message }));
}
