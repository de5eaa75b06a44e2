import { configureStore, createSerializableStateInvariantMiddleware, isPlain } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

function withoutGlobalWeakSet<T>(run: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'WeakSet');
  delete (globalThis as { WeakSet?: unknown }).WeakSet;
  try {
    return run();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'WeakSet', descriptor);
  }
}

describe('api/serializabilityMiddleware › disableCache', () => {
  it('throws a ReferenceError without a global WeakSet unless disableCache is true', () => {
    expect(() => withoutGlobalWeakSet(() => createSerializableStateInvariantMiddleware())).toThrow(ReferenceError);
    expect(() =>
      withoutGlobalWeakSet(() => createSerializableStateInvariantMiddleware({ disableCache: true })),
    ).not.toThrow();
    expect(typeof WeakSet).toBe('function');
  });
});

describe('api/serializabilityMiddleware › isSerializable', () => {
  it('needs an annotated parameter when passed through getDefaultMiddleware', () => {
    configureStore({
      reducer: (state: number = 0) => state,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({
          serializableCheck: { isSerializable: (value: unknown) => isPlain(value) || value instanceof Map },
        }),
    });
    const store = configureStore({
      reducer: (state: number = 0) => state,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({
          // @ts-expect-error without the annotation the options object is not assignable to `true`
          serializableCheck: {
            // @ts-expect-error the parameter is implicitly `any`
            isSerializable: (value) => isPlain(value),
          },
        }),
    });
    expect(store.getState()).toBe(0);
  });
});
