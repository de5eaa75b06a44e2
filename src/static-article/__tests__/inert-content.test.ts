import { createElement as h, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { isInert, isInertProps, registerInert } from '../inert-content';

function Link(props: { href: string; children?: ReactNode }) {
  return h('a', props);
}
function Code({ children }: { children?: ReactNode }) {
  return h('code', null, children);
}
function Counter() {
  const [count, setCount] = useState(0);
  return h('button', { onClick: () => setCount(count + 1) }, count);
}
registerInert(Link);
registerInert(Code, ({ children }) => typeof children === 'string' && !children.includes('\n'));

describe('isInert', () => {
  it('accepts text, plain tags and registered components', () => {
    expect(isInert('text')).toBe(true);
    const paragraph = h(
      'p',
      null,
      'See ',
      h(Link, { href: '/api/createSlice' }, 'createSlice'),
      ' and ',
      h(Code, null, 'reducers'),
      ', ',
      h('em', null, 'twice'),
    );
    expect(isInert(paragraph)).toBe(true);
  });

  it('rejects any unregistered component, however deep', () => {
    expect(isInert(h(Counter))).toBe(false);
    const list = h(
      'ul',
      null,
      h('li', null, 'one ', h('strong', null, 'two ', [h('span', { key: 'a' }, 'three'), h(Counter, { key: 'b' })])),
    );
    expect(isInert(list)).toBe(false);
  });

  it('rejects tags that behave through React', () => {
    expect(isInert(h('input', { type: 'checkbox' }))).toBe(false);
    expect(isInert(h('details', null, 'more'))).toBe(false);
  });

  it('applies a registered condition to the props', () => {
    expect(isInert(h(Code, null, 'one line'))).toBe(true);
    expect(isInert(h(Code, null, 'two\nlines'))).toBe(false);
  });

  it('looks at elements passed in any prop, not only children', () => {
    expect(isInertProps({ title: h(Counter), children: 'text' })).toBe(false);
    expect(isInertProps({ title: h('em', null, 'note'), level: 2 })).toBe(true);
  });
});
