import type {
  ArrayExpression,
  CallExpression,
  Expression,
  FunctionDeclaration,
  ImportDeclaration,
  Node,
  ObjectExpression,
  Program,
  Property,
  SpreadElement,
} from 'estree';
import { DEFERRABLE_ROOTS, INERT_MDX_NAMES, LIVE_TAGS } from '../../src/static-article/inert-markdown';

/** The module the compiled pages import the wrapper from (resolved by the bundler's `@site` alias). */
export const DEFERRED_BLOCK_MODULE = '@site/src/static-article/DeferredBlock';
const WRAPPER = '_DeferredBlock';
/** The automatic JSX runtime's calls in a production compilation (the development one uses `_jsxDEV`, left alone). */
const JSX_CALLS = new Set(['_jsx', '_jsxs']);

/**
 * Recma plugin: in a page's compiled Markdown, each top-level block that the
 * build can tell renders only inert markup (a paragraph, list or heading of
 * text, links and inline code) is passed to `DeferredBlock` as a function
 * instead of as elements. When the browser adopts the server's markup for
 * the first page, that function is never called, so hydrating an article
 * creates no elements for its prose, only for its islands.
 * Anything else (code blocks, tabs, tables, components, expressions) is left
 * as it was and hydrates as before. The line breaks between top-level blocks
 * are dropped: they render nothing and would each be a text node to hydrate.
 */
export default function recmaDeferredBlocks() {
  return (tree: Program): void => {
    const content = topLevelBlocks(tree);
    if (!content) return;
    const { blocks, jsx } = content;
    blocks.elements = blocks.elements.filter((element) => !isWhitespace(element));
    let deferred = 0;
    blocks.elements.forEach((element, index) => {
      if (!element || element.type === 'SpreadElement') return;
      const tag = deferrableTag(element);
      if (!tag) return;
      blocks.elements[index] = deferredBlock(jsx, element as CallExpression, tag);
      deferred += 1;
    });
    if (deferred > 0) tree.body.unshift(importWrapper());
  };
}

/**
 * The array of top-level blocks `_createMdxContent` returns, `_jsxs(_Fragment, { children: [...] })`,
 * and the runtime function that call uses (`jsx` and `jsxs` are one function in React's production runtime).
 */
function topLevelBlocks(tree: Program): { blocks: ArrayExpression; jsx: string } | undefined {
  const content = tree.body.find(
    (statement): statement is FunctionDeclaration =>
      statement.type === 'FunctionDeclaration' && statement.id?.name === '_createMdxContent',
  );
  const returned = content?.body.body.find((statement) => statement.type === 'ReturnStatement');
  const call = returned?.type === 'ReturnStatement' ? returned.argument : undefined;
  if (!call || !isJsxCall(call)) return undefined;
  const [type, props] = call.arguments;
  if (type?.type !== 'Identifier' || type.name !== '_Fragment' || props?.type !== 'ObjectExpression') return undefined;
  const children = propertyValue(props, 'children');
  if (children?.type !== 'ArrayExpression' || call.callee.type !== 'Identifier') return undefined;
  return { blocks: children, jsx: call.callee.name };
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

/** `_jsx(_DeferredBlock, { tag: "p", render: () => <the block> })`. */
function deferredBlock(jsx: string, block: CallExpression, tag: string): CallExpression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: jsx },
    arguments: [
      { type: 'Identifier', name: WRAPPER },
      {
        type: 'ObjectExpression',
        properties: [
          property('tag', { type: 'Literal', value: tag }),
          property('render', {
            type: 'ArrowFunctionExpression',
            params: [],
            body: block,
            expression: true,
            async: false,
          }),
        ],
      },
    ],
  };
}

function property(key: string, value: Expression): Property {
  return {
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Identifier', name: key },
    value,
  };
}

function importWrapper(): ImportDeclaration {
  return {
    type: 'ImportDeclaration',
    specifiers: [
      {
        type: 'ImportSpecifier',
        imported: { type: 'Identifier', name: 'DeferredBlock' },
        local: { type: 'Identifier', name: WRAPPER },
      },
    ],
    source: { type: 'Literal', value: DEFERRED_BLOCK_MODULE },
    attributes: [],
  };
}
