import { configureStore } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, FAKE_BASE_URL, json } from '../support/fake-backend';

interface TasksState {
  items: string[];
}

// A hand-written reducer with the classic bug: it changes the state in place.
function mutatingTasksReducer(state: TasksState = { items: [] }, action: UnknownAction): TasksState {
  if (action.type === 'tasks/taskAdded') {
    state.items.push(action.payload as string);
  }
  return state;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('introduction/why-rtk-is-redux-today › What each difference buys you', () => {
  it('throws when a hand-written reducer mutates the state during a dispatch', () => {
    const store = configureStore({ reducer: { tasks: mutatingTasksReducer } });
    expect(() => store.dispatch({ type: 'tasks/taskAdded', payload: 'Write docs' })).toThrow(
      'A state mutation was detected inside a dispatch',
    );
  });

  it('throws on the next dispatch when other code mutated the state between dispatches', () => {
    const store = configureStore({ reducer: { tasks: (state: TasksState = { items: [] }) => state } });
    store.getState().tasks.items.push('Write docs');
    expect(() => store.dispatch({ type: 'tasks/anything' })).toThrow(
      'A state mutation was detected between dispatches',
    );
  });

  it('logs a non-serializable value with console.error instead of throwing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = configureStore({ reducer: { tasks: (state: TasksState = { items: [] }) => state } });
    expect(() => store.dispatch({ type: 'tasks/loaded', payload: Promise.resolve([]) })).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('A non-serializable value was detected in an action');
  });

  it('leaves both checks out of production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = configureStore({ reducer: { tasks: mutatingTasksReducer } });
    expect(() => store.dispatch({ type: 'tasks/taskAdded', payload: 'Write docs' })).not.toThrow();
    store.dispatch({ type: 'tasks/loaded', payload: Promise.resolve([]) });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('introduction/why-rtk-is-redux-today › The same data with RTK Query', () => {
  function setup() {
    const backend = createFakeBackend({ 'GET /tasks': () => json([{ id: 1, text: 'Write docs' }]) });
    const tasksApi = createApi({
      reducerPath: 'tasksApi',
      baseQuery: fetchBaseQuery({ baseUrl: FAKE_BASE_URL, fetchFn: backend.fetch }),
      endpoints: (build) => ({
        getTasks: build.query<{ id: number; text: string }[], void>({ query: () => '/tasks' }),
      }),
    });
    const store = configureStore({
      reducer: { [tasksApi.reducerPath]: tasksApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(tasksApi.middleware),
    });
    return { backend, tasksApi, store };
  }

  it('does not refetch cached data because time passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { backend, tasksApi, store } = setup();
    const first = store.dispatch(tasksApi.endpoints.getTasks.initiate());
    await first;
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    const second = store.dispatch(tasksApi.endpoints.getTasks.initiate());
    await second;
    expect(backend.requests).toEqual(['GET /tasks']);
    store.dispatch(tasksApi.util.resetApiState());
  });

  it('fetches again when refetch is called', async () => {
    const { backend, tasksApi, store } = setup();
    const subscription = store.dispatch(tasksApi.endpoints.getTasks.initiate());
    await subscription;
    await subscription.refetch();
    expect(backend.requests).toEqual(['GET /tasks', 'GET /tasks']);
    store.dispatch(tasksApi.util.resetApiState());
  });
});
