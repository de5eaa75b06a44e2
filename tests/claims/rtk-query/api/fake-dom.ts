/**
 * Just enough of a browser DOM for react-dom to mount components that render
 * nothing, in Node. Imported for its side effect, before react-dom.
 */
const noop = () => {};

export function fakeElement() {
  return {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    style: {},
    ownerDocument: undefined as unknown,
    setAttribute: noop,
    addEventListener: noop,
    removeEventListener: noop,
  };
}

const globals = globalThis as Record<string, unknown>;
if (!globals.document) {
  const document = {
    nodeType: 9,
    activeElement: null,
    documentElement: fakeElement(),
    createElement: fakeElement,
    addEventListener: noop,
    removeEventListener: noop,
  };
  const window = {
    document,
    navigator: { userAgent: 'node' },
    HTMLIFrameElement: class HTMLIFrameElement {},
    addEventListener: noop,
    removeEventListener: noop,
  };
  Object.assign(globals, { window, document, navigator: window.navigator, IS_REACT_ACT_ENVIRONMENT: false });
}
