import { configureStore as configureToolkitStore, Tuple, type StoreEnhancer } from '@reduxjs/toolkit';
import { describe, report } from './report';

export * from '@reduxjs/toolkit';

/** Reports every action that reaches the reducer, with the state after it, to the actions pane. */
const reportActions: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  return {
    ...store,
    dispatch(action) {
      const result = store.dispatch(action);
      report({ type: 'action', action: describe(action), state: describe(store.getState()) });
      return result;
    },
  };
};

/**
 * `configureStore` as the toolkit exports it, plus one enhancer after the
 * example's own, innermost, so it sees each action after every middleware.
 */
export const configureStore: typeof configureToolkitStore = (options) =>
  configureToolkitStore({
    ...options,
    enhancers: (getDefaultEnhancers) => {
      const chosen: readonly StoreEnhancer[] = options.enhancers
        ? options.enhancers(getDefaultEnhancers)
        : getDefaultEnhancers();
      return new Tuple(...chosen, reportActions) as never;
    },
  }) as never;
