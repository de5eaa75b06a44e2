import { configureStore, createSlice, current, freeze, isDraft, original } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { enableMapSet, immerable } from 'immer';
import { describe, expect, it } from 'vitest';

interface Todo {
  id: number;
  title: string;
  tags: string[];
}

describe('usage/immer-reducers › Keep drafts inside the reducer', () => {
  it('throws a TypeError from the engine when a leaked object or array draft is used later', () => {
    let leakedTodo: Todo | undefined;
    let leakedList: Todo[] | undefined;
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [{ id: 1, title: 'Water the plants', tags: [] }] as Todo[],
      reducers: {
        leak(state) {
          leakedList = state;
          leakedTodo = state[0];
        },
      },
    });
    const store = configureStore({ reducer: { todos: todosSlice.reducer } });
    store.dispatch(todosSlice.actions.leak());

    expect(() => leakedTodo!.title).toThrow(TypeError);
    expect(() => leakedTodo!.title).toThrow("Cannot perform 'get' on a proxy that has been revoked");
    expect(() => {
      leakedTodo!.title = 'Changed';
    }).toThrow("Cannot perform 'set' on a proxy that has been revoked");
    expect(() => leakedList!.length).toThrow("Cannot perform 'get' on a proxy that has been revoked");
    expect(() => leakedList!.length).not.toThrow('Cannot use a proxy that has been revoked');
  });
});

describe('usage/immer-reducers › Objects you add to a draft are not drafts', () => {
  it('returns the added object itself, not a draft, so current and original throw for it', () => {
    const seen: { isDraft?: boolean; sameObject?: boolean; currentError?: string; originalError?: string } = {};
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [] as Todo[],
      reducers: {
        todoAdded(state, action: PayloadAction<Todo>) {
          state.push(action.payload);
          const added = state[state.length - 1]!;
          seen.isDraft = isDraft(added);
          seen.sameObject = added === action.payload;
          try {
            current(added);
          } catch (error) {
            seen.currentError = (error as Error).message;
          }
          try {
            original(added);
          } catch (error) {
            seen.originalError = (error as Error).message;
          }
        },
      },
    });
    const store = configureStore({ reducer: { todos: todosSlice.reducer } });
    store.dispatch(todosSlice.actions.todoAdded({ id: 1, title: 'Water the plants', tags: [] }));
    expect(seen).toEqual({
      isDraft: false,
      sameObject: true,
      currentError: "[Immer] 'current' expects a draft, got: [object Object]",
      originalError: "[Immer] 'original' expects a draft, got: [object Object]",
    });
  });

  it("changes the action's payload when the reducer changes the added object", () => {
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [] as Todo[],
      reducers: {
        todoAdded(state, action: PayloadAction<Todo>) {
          state.push(action.payload);
          state[state.length - 1]!.tags.push('new');
        },
      },
    });
    const store = configureStore({ reducer: { todos: todosSlice.reducer } });
    const action = todosSlice.actions.todoAdded({ id: 1, title: 'Water the plants', tags: [] });
    store.dispatch(action);
    expect(action.payload.tags).toEqual(['new']);
  });

  it("freezes the caller's object once it is part of the state", () => {
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [] as Todo[],
      reducers: {
        todoAdded(state, action: PayloadAction<Todo>) {
          state.push(action.payload);
        },
      },
    });
    const store = configureStore({ reducer: { todos: todosSlice.reducer } });
    const todo: Todo = { id: 1, title: 'Water the plants', tags: [] };
    store.dispatch(todosSlice.actions.todoAdded(todo));
    expect(Object.isFrozen(todo)).toBe(true);
    expect(Object.isFrozen(todo.tags)).toBe(true);
    expect(() => todo.tags.push('garden')).toThrow(TypeError);
  });
});

describe('usage/immer-reducers › Immer does not create missing objects', () => {
  const tagIndexSlice = createSlice({
    name: 'tagIndex',
    initialState: {} as Record<string, number[]>,
    reducers: {
      todoTaggedWrong(state, action: PayloadAction<{ tag: string; todoId: number }>) {
        state[action.payload.tag]!.push(action.payload.todoId);
      },
      todoTagged(state, action: PayloadAction<{ tag: string; todoId: number }>) {
        const todoIds = (state[action.payload.tag] ??= []);
        todoIds.push(action.payload.todoId);
      },
    },
  });

  it('throws when writing into a nested array that does not exist yet', () => {
    const store = configureStore({ reducer: { tagIndex: tagIndexSlice.reducer } });
    expect(() => store.dispatch(tagIndexSlice.actions.todoTaggedWrong({ tag: 'garden', todoId: 1 }))).toThrow(
      "Cannot read properties of undefined (reading 'push')",
    );
  });

  it('works when the reducer creates the array with ??=', () => {
    const store = configureStore({ reducer: { tagIndex: tagIndexSlice.reducer } });
    store.dispatch(tagIndexSlice.actions.todoTagged({ tag: 'garden', todoId: 1 }));
    store.dispatch(tagIndexSlice.actions.todoTagged({ tag: 'garden', todoId: 2 }));
    expect(store.getState().tagIndex).toEqual({ garden: [1, 2] });
  });
});

describe('usage/immer-reducers › Copying a primitive out of a draft', () => {
  it('ignores assignments to a destructured primitive but keeps changes to a destructured object', () => {
    const todosSlice = createSlice({
      name: 'todos',
      initialState: [{ id: 1, title: 'Water the plants', tags: [] }] as Todo[],
      reducers: {
        renamedWrong(state, action: PayloadAction<string>) {
          let { title } = state[0]!;
          title = action.payload;
          expect(title).toBe(action.payload);
        },
        tagged(state, action: PayloadAction<string>) {
          const { tags } = state[0]!;
          tags.push(action.payload);
        },
      },
    });
    const store = configureStore({ reducer: { todos: todosSlice.reducer } });
    store.dispatch(todosSlice.actions.renamedWrong('Feed the cat'));
    expect(store.getState().todos[0]!.title).toBe('Water the plants');
    store.dispatch(todosSlice.actions.tagged('garden'));
    expect(store.getState().todos[0]!.tags).toEqual(['garden']);
  });
});

describe('usage/immer-reducers › Freezing data with freeze', () => {
  class Temperature {
    constructor(public celsius: number) {}
  }

  it('freezes plain objects, arrays, Maps and Sets, shallowly unless deep is true', () => {
    const settings = freeze({ grid: { visible: true }, colors: ['#06c'] });
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.grid)).toBe(false);
    const deep = freeze({ grid: { visible: true }, colors: ['#06c'] }, true);
    expect(Object.isFrozen(deep.grid)).toBe(true);
    expect(Object.isFrozen(deep.colors)).toBe(true);
    expect(Object.isFrozen(freeze(new Map([['a', 1]])))).toBe(true);
    expect(Object.isFrozen(freeze(new Set([1])))).toBe(true);
  });

  it('returns class instances and dates as they are, without freezing them', () => {
    const reading = new Temperature(21);
    expect(freeze(reading)).toBe(reading);
    expect(Object.isFrozen(reading)).toBe(false);
    const now = new Date();
    expect(Object.isFrozen(freeze(now))).toBe(false);
  });
});

describe('usage/immer-reducers › Primitive state must be returned', () => {
  class Point {
    constructor(public x: number) {}
  }
  class DraftablePoint {
    [immerable] = true;
    constructor(public x: number) {}
  }

  it('passes instances of unmarked classes as they are: changing them and returning nothing throws', () => {
    const pointSlice = createSlice({
      name: 'point',
      initialState: new Point(1),
      reducers: {
        moved: (point) => {
          point.x = 2;
        },
      },
    });
    expect(() => pointSlice.reducer(undefined, pointSlice.actions.moved())).toThrow(
      'A case reducer on a non-draftable value must not return undefined',
    );
  });

  it('drafts instances of classes marked immerable, keeping their class', () => {
    const initial = new DraftablePoint(1);
    const pointSlice = createSlice({
      name: 'point',
      initialState: initial,
      reducers: {
        moved: (point) => {
          point.x = 2;
        },
      },
    });
    const next = pointSlice.reducer(initial, pointSlice.actions.moved());
    expect(next).toBeInstanceOf(DraftablePoint);
    expect(next.x).toBe(2);
    expect(initial.x).toBe(1);
  });

  it('drafts a Map only after enableMapSet()', () => {
    const makeSlice = () =>
      createSlice({
        name: 'scores',
        initialState: new Map([['ada', 1]]),
        reducers: {
          scored: (scores, action: PayloadAction<string>) => {
            scores.set(action.payload, (scores.get(action.payload) ?? 0) + 1);
          },
        },
      });
    const before = makeSlice();
    expect(() => before.reducer(undefined, before.actions.scored('ada'))).toThrow(
      "The plugin for 'MapSet' has not been loaded into Immer",
    );
    enableMapSet();
    const after = makeSlice();
    const initial = after.getInitialState();
    const next = after.reducer(initial, after.actions.scored('ada'));
    expect(next.get('ada')).toBe(2);
    expect(initial.get('ada')).toBe(1);
  });
});
