import { configureStore, createAction, createAsyncThunk, createEntityAdapter, nanoid } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usage/usage-guide › Using another field as the ID with selectId', () => {
  interface Book {
    isbn: string;
    title: string;
  }

  const booksAdapter = createEntityAdapter({
    selectId: (book: Book) => book.isbn,
    sortComparer: (a, b) => a.title.localeCompare(b.title),
  });

  it('keys entities by the selected field, sorted by the comparer, with the ID type inferred', () => {
    let books = booksAdapter.getInitialState();
    books = booksAdapter.addMany(books, [
      { isbn: '978-0141439518', title: 'Pride and Prejudice' },
      { isbn: '978-0141439600', title: 'A Tale of Two Cities' },
    ]);
    books = booksAdapter.updateOne(books, { id: '978-0141439518', changes: { title: 'Pride & Prejudice' } });
    expect(books.ids).toEqual(['978-0141439600', '978-0141439518']);
    expect(books.entities['978-0141439518']?.title).toBe('Pride & Prejudice');
    expectTypeOf(books.ids).toEqualTypeOf<string[]>();
  });

  it('moves an entity to its new ID when an update changes the selected field', () => {
    let books = booksAdapter.addOne(booksAdapter.getInitialState(), { isbn: 'old', title: 'Emma' });
    books = booksAdapter.updateOne(books, { id: 'old', changes: { isbn: 'new' } });
    expect(books.ids).toEqual(['new']);
    expect(books.entities).toEqual({ new: { isbn: 'new', title: 'Emma' } });
  });

  it('does not compile with only the entity type argument when the entity has no id field', () => {
    // @ts-expect-error Type 'Book' does not satisfy the constraint '{ id: EntityId; }'
    createEntityAdapter<Book>({ selectId: (book) => book.isbn });
    const explicit = createEntityAdapter<Book, string>({ selectId: (book) => book.isbn });
    expectTypeOf(explicit.getInitialState().ids).toEqualTypeOf<string[]>();
  });
});

describe('usage/usage-guide › Defining actions on their own with createAction', () => {
  const notificationShown = createAction(
    'notifications/notificationShown',
    (message: string, level: 'info' | 'error' = 'info') => ({
      payload: { id: nanoid(), message, level },
      meta: { shownAt: new Date().toISOString() },
    }),
  );
  const notificationsCleared = createAction('notifications/notificationsCleared');

  it('builds payload and meta with the prepare callback and exposes type, match and toString', () => {
    const action = notificationShown('Draft saved');
    expect(action.type).toBe('notifications/notificationShown');
    expect(action.payload).toMatchObject({ message: 'Draft saved', level: 'info' });
    expect(typeof action.meta.shownAt).toBe('string');
    expect(notificationShown.type).toBe('notifications/notificationShown');
    expect(notificationShown.match(action)).toBe(true);
    expect(notificationsCleared.match(action)).toBe(false);
    expect(String(notificationsCleared)).toBe('notifications/notificationsCleared');
    expectTypeOf(notificationShown.type).toEqualTypeOf<'notifications/notificationShown'>();
    expectTypeOf(notificationShown).parameters.toEqualTypeOf<[message: string, level?: 'info' | 'error']>();
  });
});

describe('usage/usage-guide › Managing collections with createEntityAdapter', () => {
  interface User {
    id: string;
    name: string;
    active: boolean;
  }
  const usersAdapter = createEntityAdapter<User>();
  const users = usersAdapter.setAll(usersAdapter.getInitialState(), [
    { id: 'u1', name: 'Ada', active: true },
    { id: 'u2', name: 'Grace', active: false },
    { id: 'u3', name: 'Linus', active: true },
  ]);

  it('builds every globalized selector with createSelector', () => {
    const selectors = usersAdapter.getSelectors((state: { users: typeof users }) => state.users);
    for (const selector of Object.values(selectors)) {
      expect(selector).toHaveProperty('resultFunc');
    }
    const rootState = { users };
    expect(selectors.selectAll(rootState)).toBe(selectors.selectAll(rootState));
  });

  it('returns plain field reads for selectIds and selectEntities without a selectState argument', () => {
    const local = usersAdapter.getSelectors();
    expect(local.selectIds).not.toHaveProperty('resultFunc');
    expect(local.selectEntities).not.toHaveProperty('resultFunc');
    expect(local.selectIds(users)).toBe(users.ids);
    expect(local.selectAll).toHaveProperty('resultFunc');
  });

  it('selectByIds keeps the order of the IDs and skips unknown IDs', () => {
    const { selectByIds } = usersAdapter.getSelectors();
    expect(selectByIds(users, ['u3', 'missing', 'u1']).map((user) => user.name)).toEqual(['Linus', 'Ada']);
  });

  it('removeMany accepts a { where } filter of field values', () => {
    const remaining = usersAdapter.removeMany(users, { where: { active: false } });
    expect(remaining.ids).toEqual(['u1', 'u3']);
  });
});

describe('usage/usage-guide › Skipping a request with condition', () => {
  it('runs condition before any action is dispatched, with only idGenerator running earlier', async () => {
    const events: string[] = [];
    const store = configureStore({
      reducer: (state: { status: string } = { status: 'succeeded' }, action: UnknownAction) => {
        if (!action.type.startsWith('@@')) events.push(`dispatched ${action.type}`);
        return state;
      },
    });
    const fetchPostsOnce = createAsyncThunk('posts/fetchPostsOnce', async () => [], {
      idGenerator: () => {
        events.push('idGenerator');
        return 'request-1';
      },
      condition: (_arg: void, { getState }) => {
        events.push('condition');
        const { status } = getState() as { status: string };
        return status === 'idle' || status === 'failed';
      },
    });

    const result = await store.dispatch(fetchPostsOnce());

    expect(events).toEqual(['idGenerator', 'condition']);
    expect(result.meta).toMatchObject({ requestId: 'request-1', condition: true });
  });
});

describe('usage/usage-guide › Working with Non-Serializable Data', () => {
  const selectFile = createAsyncThunk('uploads/selectFile', async (file: Blob) => file.size);
  const nonSerializableErrors = () =>
    vi
      .mocked(console.error)
      .mock.calls.map((call) => String(call[0]))
      .filter((message) => message.includes('A non-serializable value was detected in an action'));
  const storeWith = (ignoredActionPaths: string[]) =>
    configureStore({
      reducer: (state: null = null) => state,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: { ignoredActionPaths } }),
    });

  it('replaces the default ignoredActionPaths: a thunk argument is reported again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await storeWith(['payload.file']).dispatch(selectFile(new Blob(['hello'])));
    expect(nonSerializableErrors().some((message) => message.includes('`meta.arg`'))).toBe(true);
  });

  it('reports nothing when the list repeats the defaults', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await storeWith(['meta.arg', 'meta.baseQueryMeta', 'payload.file']).dispatch(selectFile(new Blob(['hello'])));
    expect(nonSerializableErrors()).toEqual([]);
  });
});
