/** Where a reader's example-language choice is kept; the key Docusaurus's own tab groups use. */
export const storageKey = (group: string): string => `docusaurus.tab.${group}`;

type Listener = () => void;

/** The part of `Storage` the store needs, so tests and blocked storage can stand in for it. */
export interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The tab each group shows, shared by every tab set on the page and kept in
 * storage across pages. Storage that throws (blocked, full, private mode)
 * only means the choice is not remembered.
 */
export function createChoiceStore(getStorage: () => ChoiceStorage | undefined) {
  const choices = new Map<string, string | null>();
  const listeners = new Map<string, Set<Listener>>();

  const read = (group: string): string | null => {
    if (!choices.has(group)) {
      let stored: string | null = null;
      try {
        stored = getStorage()?.getItem(storageKey(group)) ?? null;
      } catch {
        stored = null;
      }
      choices.set(group, stored);
    }
    return choices.get(group) ?? null;
  };

  const notify = (group: string) => {
    for (const listener of [...(listeners.get(group) ?? [])]) listener();
  };

  return {
    read,
    choose(group: string, value: string): void {
      choices.set(group, value);
      try {
        getStorage()?.setItem(storageKey(group), value);
      } catch {
        // Not remembered across pages; this page still follows the choice.
      }
      notify(group);
    },
    /** Another browser tab changed the choice. */
    receive(key: string | null, value: string | null): void {
      for (const group of listeners.keys()) {
        if (key === storageKey(group) && value !== null && value !== choices.get(group)) {
          choices.set(group, value);
          notify(group);
        }
      }
    },
    subscribe(group: string, listener: Listener): () => void {
      const set = listeners.get(group) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(group, set);
      return () => set.delete(listener);
    },
  };
}

export type ChoiceStore = ReturnType<typeof createChoiceStore>;
