/**
 * Just enough of a browser DOM for react-dom to mount components that render
 * nothing, in Node: for claim tests about hooks and client components.
 */
const noop = () => {};

/** An element react-dom can use as a container or create. */
export function fakeElement() {
  return {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    style: {},
    ownerDocument: (globalThis as { document?: unknown }).document,
    setAttribute: noop,
    addEventListener: noop,
    removeEventListener: noop,
  };
}

/**
 * Installs `window`, `document` and `navigator` globals (once). `actEnvironment` tells React
 * whether updates are wrapped in `act()`, as the test's own rendering helper does or does not.
 */
export function installFakeDom(actEnvironment: boolean): void {
  const globals = globalThis as Record<string, unknown>;
  if (globals.document) return;
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
  Object.assign(globals, { window, document, navigator: window.navigator, IS_REACT_ACT_ENVIRONMENT: actEnvironment });
}
