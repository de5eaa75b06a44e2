import { describe, expect, it, vi } from 'vitest';
import { createChoiceStore, storageKey, type ChoiceStorage } from '../choice-store';

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('createChoiceStore', () => {
  it('reads the stored choice and remembers a new one', () => {
    const storage = memoryStorage({ [storageKey('language')]: 'js' });
    const store = createChoiceStore(() => storage);
    expect(store.read('language')).toBe('js');
    store.choose('language', 'ts');
    expect(store.read('language')).toBe('ts');
    expect(storage.data['docusaurus.tab.language']).toBe('ts');
  });

  it('tells every tab set of the group, and only that group', () => {
    const store = createChoiceStore(() => memoryStorage());
    const language = vi.fn();
    const other = vi.fn();
    store.subscribe('language', language);
    store.subscribe('other', other);
    store.choose('language', 'js');
    expect(language).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps working when storage throws', () => {
    const throwing: ChoiceStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const store = createChoiceStore(() => throwing);
    expect(store.read('language')).toBeNull();
    const listener = vi.fn();
    store.subscribe('language', listener);
    store.choose('language', 'js');
    expect(store.read('language')).toBe('js');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("follows another browser tab's change to the same key", () => {
    const store = createChoiceStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe('language', listener);
    store.receive('docusaurus.tab.language', 'js');
    expect(store.read('language')).toBe('js');
    store.receive('unrelated', 'x');
    store.receive('docusaurus.tab.language', null);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.receive('docusaurus.tab.language', 'ts');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
