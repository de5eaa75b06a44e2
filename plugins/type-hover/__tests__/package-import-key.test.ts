import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { identifiersOf, packageImportKey } from '../quick-info';

function keysOf(code: string): Record<string, string | undefined> {
  const file = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022, true);
  return Object.fromEntries(identifiersOf(file).map((identifier) => [identifier.text, packageImportKey(identifier)]));
}

describe('packageImportKey', () => {
  it('names identifiers imported from packages, each kind of import apart', () => {
    const keys = keysOf(
      [
        "import React, * as All from 'react';",
        "import { createSlice, type PayloadAction, configureStore as makeStore } from '@reduxjs/toolkit';",
        "import type { Dispatch } from 'redux';",
      ].join('\n'),
    );
    for (const name of ['React', 'All', 'createSlice', 'PayloadAction', 'configureStore', 'makeStore', 'Dispatch']) {
      expect(keys[name], name).toBeTypeOf('string');
    }
    expect(new Set(Object.values(keys)).size).toBe(7);
  });

  it('gives the same key to the same import in another file', () => {
    const line = "import { createSlice } from '@reduxjs/toolkit';";
    expect(keysOf(line).createSlice).toBe(keysOf(`const other = 1;\n${line}`).createSlice);
    expect(keysOf(line).createSlice).not.toBe(
      keysOf("import type { createSlice } from '@reduxjs/toolkit';").createSlice,
    );
  });

  it('leaves out relative imports and every identifier outside imports', () => {
    const keys = keysOf(
      "import { store } from './store';\nimport { createSlice } from '@reduxjs/toolkit';\nconst slice = createSlice;",
    );
    expect(keys.store).toBeUndefined();
    expect(keys.slice).toBeUndefined();
    expect(
      identifiersOf(ts.createSourceFile('x.ts', 'createSlice();', ts.ScriptTarget.ES2022, true)).map(packageImportKey),
    ).toEqual([undefined]);
  });
});
