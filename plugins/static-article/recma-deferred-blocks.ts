import type {
  ArrayExpression,
  ArrowFunctionExpression,
  CallExpression,
  Expression,
  FunctionDeclaration,
  Identifier,
  ImportDeclaration,
  Node,
  ObjectExpression,
  Program,
  Pattern,
  Property,
  ReturnStatement,
  SpreadElement,
  VariableDeclaration,
} from 'estree';
import { DEFERRABLE_ROOTS, INERT_MDX_NAMES, LIVE_TAGS } from '../../src/static-article/inert-markdown';

/** The modules the compiled pages import the wrappers from (resolved by the bundler's `@site` alias). */
export const DEFERRED_BLOCK_MODULE = '@site/src/static-article/DeferredBlock';
export const ISLAND_BLOCK_MODULE = '@site/src/static-article/IslandBlock';
export const BLOCK_SEQUENCE_MODULE = '@site/src/static-article/block-sequence';
const DEFERRED_WRAPPER = '_DeferredBlock';
const ISLAND_WRAPPER = '_IslandBlock';
/** The array of functions that create each block, and the function that hands them out in order (src/static-article/block-sequence.ts). */
const BLOCKS = '_blocks';
const NEXT_BLOCK = '_nextBlock';
const BLOCK_SEQUENCE = '_blockSequence';
/** The automatic JSX runtime's calls in a production compilation (the development one uses `_jsxDEV`, left alone). */
const JSX_CALLS = new Set(['_jsx', '_jsxs']);

/**
 * Recma plugin: in a page's compiled Markdown, each top-level block that the
 * build can tell renders only inert markup (a paragraph, list or heading of
 * text, links and inline code) is passed to `DeferredBlock` as a function
 * instead of as elements. When the browser adopts the server's markup for
 * the first page, that function is never called, so hydrating an article
 * creates no elements for its prose, only for its islands.
 * Every other element at the top level but the title (code blocks, tabs,
 * tables, components) is passed to `IslandBlock` as a function, so each is
 * created, and its code compiled, in a piece of React's work of its own
 * rather than all at once with the page's content; expressions are left as
 * they were. The line breaks between top-level blocks are dropped: they
 * render nothing and would each be a text node to hydrate.
 */
export default function recmaDeferredBlocks() {
  return (tree: Program): void => {
    const content = topLevelBlocks(tree);
    if (!content) return;
    const { blocks, jsx, creator, returned } = content;
    blocks.elements = blocks.elements.filter((element) => !isWhitespace(element));
    const wrappers = new Set<'deferred' | 'island'>();
    const hoisted: ArrowFunctionExpression[] = [];
    const scope = localNames(creator);
    /** `_nextBlock()`: the block's code moved to a function at the module's top level, handed out in order. */
    const renderOf = (block: CallExpression): CallExpression => {
      const used = usedNames(block, scope);
      hoisted.push(blockFunction(scope.slice(0, used.length === 0 ? 0 : scope.indexOf(used.at(-1)!) + 1), block));
      return callOf(NEXT_BLOCK, []);
    };
    blocks.elements.forEach((element, index) => {
      if (!element || element.type === 'SpreadElement' || !isJsxCall(element)) return;
      const tag = deferrableTag(element);
      if (tag) {
        blocks.elements[index] = wrapped(jsx, DEFERRED_WRAPPER, renderOf(element), { tag });
        wrappers.add('deferred');
      } else if (componentName(element.arguments[0]) !== 'h1') {
        blocks.elements[index] = wrapped(jsx, ISLAND_WRAPPER, renderOf(element));
        wrappers.add('island');
      }
    });
    if (hoisted.length === 0) return;
    creator.body.body.splice(creator.body.body.indexOf(returned), 0, sequenceDeclaration(scope));
    tree.body.push(blocksDeclaration(hoisted));
    tree.body.unshift(importWrapper('blockSequence', BLOCK_SEQUENCE, BLOCK_SEQUENCE_MODULE));
    if (wrappers.has('island')) tree.body.unshift(importWrapper('IslandBlock', ISLAND_WRAPPER, ISLAND_BLOCK_MODULE));
    if (wrappers.has('deferred')) {
      tree.body.unshift(importWrapper('DeferredBlock', DEFERRED_WRAPPER, DEFERRED_BLOCK_MODULE));
    }
  };
}

/**
 * The array of top-level blocks `_createMdxContent` returns, `_jsxs(_Fragment, { children: [...] })`,
 * and the runtime function that call uses (`jsx` and `jsxs` are one function in React's production runtime).
 */
function topLevelBlocks(
  tree: Program,
): { blocks: ArrayExpression; jsx: string; creator: FunctionDeclaration; returned: ReturnStatement } | undefined {
  const content = tree.body.find(
    (statement): statement is FunctionDeclaration =>
      statement.type === 'FunctionDeclaration' && statement.id?.name === '_createMdxContent',
  );
  const returned = content?.body.body.find(
    (statement): statement is ReturnStatement => statement.type === 'ReturnStatement',
  );
  const call = returned?.argument;
  if (!content || !returned || !call || !isJsxCall(call)) return undefined;
  const [type, props] = call.arguments;
  if (type?.type !== 'Identifier' || type.name !== '_Fragment' || props?.type !== 'ObjectExpression') return undefined;
  const children = propertyValue(props, 'children');
  if (children?.type !== 'ArrayExpression' || call.callee.type !== 'Identifier') return undefined;
  return { blocks: children, jsx: call.callee.name, creator: content, returned };
}

/**
 * The names a block's code may use from `_createMdxContent`: its parameters
 * and the variables it declares (`_components`, and the components taken out
 * of it by name), `_components` first, since nearly every block uses it and
 * each block's function takes them in this order, up to the last it uses.
 */
function localNames(creator: FunctionDeclaration): string[] {
  const names = new Set<string>();
  const collect = (pattern: Pattern): void => {
    switch (pattern.type) {
      case 'Identifier':
        names.add(pattern.name);
        break;
      case 'ObjectPattern':
        for (const property of pattern.properties) collect(property.type === 'RestElement' ? property : property.value);
        break;
      case 'ArrayPattern':
        for (const element of pattern.elements) if (element) collect(element);
        break;
      case 'RestElement':
        collect(pattern.argument);
        break;
      case 'AssignmentPattern':
        collect(pattern.left);
        break;
      default:
        break;
    }
  };
  for (const param of creator.params) collect(param);
  for (const statement of creator.body.body) {
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations) collect(declarator.id);
  }
  return [...names].sort((a, b) => Number(b === '_components') - Number(a === '_components'));
}

/** `const <name> = <init>;` */
function constDeclaration(name: string, init: Expression): VariableDeclaration {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: identifier(name), init }],
  };
}

/** `const _nextBlock = _blockSequence(_blocks, [_components, props, …]);`, placed just before `_createMdxContent` returns. */
function sequenceDeclaration(scope: readonly string[]): VariableDeclaration {
  return constDeclaration(
    NEXT_BLOCK,
    callOf(BLOCK_SEQUENCE, [identifier(BLOCKS), { type: 'ArrayExpression', elements: scope.map(identifier) }]),
  );
}

/**
 * `const _blocks = [(_components, …) => <the block>, …];` at the module's top
 * level. Code inside `_createMdxContent` is compiled when the page first
 * renders, all of it at once, in one piece of React's work (about 10 ms on
 * createApi on a fast machine, whether or not the blocks' functions are ever
 * called); a block's own function is compiled when it renders, and a
 * deferred one never is. An array, not one declaration each: the minifier
 * would put a function called once back where it is called.
 */
function blocksDeclaration(functions: ArrowFunctionExpression[]): VariableDeclaration {
  return constDeclaration(BLOCKS, { type: 'ArrayExpression', elements: functions });
}

/**
 * Which of `_createMdxContent`'s variables the block's code refers to (a
 * prose block only to `_components`): each block's function takes no more
 * than it needs, which keeps the page's code small. An over-count (a name
 * that only a nested function declares) costs a few bytes, never a wrong
 * reference.
 */
export function usedNames(block: Node, scope: readonly string[]): string[] {
  const wanted = new Set(scope);
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const current = node as Node;
    if (current.type === 'Identifier' && wanted.has(current.name)) used.add(current.name);
    for (const [key, value] of Object.entries(current)) {
      if (current.type === 'MemberExpression' && key === 'property' && !current.computed) continue;
      if (current.type === 'Property' && key === 'key' && !current.computed) continue;
      visit(value);
    }
  };
  visit(block);
  return scope.filter((name) => used.has(name));
}

/** `(_components, …) => <the block>`, taking `_createMdxContent`'s variables up to the last it uses. */
function blockFunction(params: readonly string[], block: CallExpression): ArrowFunctionExpression {
  return {
    type: 'ArrowFunctionExpression',
    params: params.map(identifier),
    body: block,
    expression: true,
    async: false,
  };
}

function isWhitespace(node: Node | null): boolean {
  return node?.type === 'Literal' && typeof node.value === 'string' && node.value.trim() === '';
}

/** The root tag of a top-level block that can be deferred, or undefined. */
export function deferrableTag(node: Expression | SpreadElement): string | undefined {
  if (!isJsxCall(node)) return undefined;
  const name = componentName(node.arguments[0]);
  if (!name || !Object.hasOwn(DEFERRABLE_ROOTS, name)) return undefined;
  return isInertElement(node) ? DEFERRABLE_ROOTS[name] : undefined;
}

function isInertElement(call: CallExpression): boolean {
  const [type, props, ...rest] = call.arguments;
  if (rest.length > 0 || !type || props?.type !== 'ObjectExpression') return false;
  if (type.type === 'Literal') {
    if (typeof type.value !== 'string' || LIVE_TAGS.has(type.value)) return false;
  } else {
    const name = componentName(type);
    if (!name || !INERT_MDX_NAMES.has(name)) return false;
    // Inline code is inert as one line of text (src/theme/MDXComponents registers it so).
    if (name === 'code') {
      const children = propertyValue(props, 'children');
      if (children?.type !== 'Literal' || typeof children.value !== 'string' || children.value.includes('\n'))
        return false;
    }
  }
  return isInertValue(props);
}

/** A prop's value: literals, plain objects and arrays of them, and inert elements. */
function isInertValue(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !('regex' in node);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'ArrayExpression':
      return node.elements.every((element) => element !== null && isInertValue(element));
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          isInertValue(property.value),
      );
    case 'CallExpression':
      return isJsxCall(node) && isInertElement(node);
    default:
      return false;
  }
}

function isJsxCall(node: Node): node is CallExpression {
  return node.type === 'CallExpression' && node.callee.type === 'Identifier' && JSX_CALLS.has(node.callee.name);
}

/** `_components.p` → `p`; anything else (an imported component, a computed member) → undefined. */
function componentName(node: Node | undefined): string | undefined {
  if (node?.type !== 'MemberExpression' || node.computed) return undefined;
  if (node.object.type !== 'Identifier' || node.object.name !== '_components') return undefined;
  return node.property.type === 'Identifier' ? node.property.name : undefined;
}

function propertyValue(object: ObjectExpression, key: string): Node | undefined {
  const property = object.properties.find(
    (candidate) =>
      candidate.type === 'Property' &&
      !candidate.computed &&
      ((candidate.key.type === 'Identifier' && candidate.key.name === key) ||
        (candidate.key.type === 'Literal' && candidate.key.value === key)),
  );
  return property?.type === 'Property' ? property.value : undefined;
}

/** `_jsx(_DeferredBlock, { tag: "p", render })`, or `_jsx(_IslandBlock, { render })`. */
function wrapped(
  jsx: string,
  wrapper: string,
  render: Expression,
  literals: Record<string, string> = {},
): CallExpression {
  return callOf(jsx, [
    identifier(wrapper),
    {
      type: 'ObjectExpression',
      properties: [
        ...Object.entries(literals).map(([key, value]) => property(key, { type: 'Literal', value })),
        property('render', render),
      ],
    },
  ]);
}

function identifier(name: string): Identifier {
  return { type: 'Identifier', name };
}

/** `<callee>(<args>)`, called by name. */
function callOf(callee: string, args: CallExpression['arguments']): CallExpression {
  return { type: 'CallExpression', optional: false, callee: identifier(callee), arguments: args };
}

function property(key: string, value: Expression): Property {
  return {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: identifier(key),
    value,
  };
}

function importWrapper(name: string, local: string, module: string): ImportDeclaration {
  return {
    type: 'ImportDeclaration',
    specifiers: [
      {
        type: 'ImportSpecifier',
        imported: identifier(name),
        local: identifier(local),
      },
    ],
    source: { type: 'Literal', value: module },
    attributes: [],
  };
}
