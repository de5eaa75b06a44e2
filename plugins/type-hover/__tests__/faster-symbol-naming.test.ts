import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_COMPILER_OPTIONS } from '../../../lib/code-blocks/compiler-options';
import { compileModule, patchSymbolNaming, typescriptFile } from '../faster-symbol-naming';
import { identifiersOf, quickInfoOfFile, type QuickInfoAt } from '../quick-info';

const source = fs.readFileSync(typescriptFile(), 'utf8');

/**
 * Three examples in one program, as the site's program holds them: each its
 * own folder of modules, with the same names in several of them, re-exports
 * (renamed, `export *`, namespaces) and types named through them.
 */
function exampleFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const example of ['counter', 'todos', 'posts']) {
    const dir = `examples/${example}`;
    files[`${dir}/features/${example}Slice.ts`] = [
      "import { createSlice, createAsyncThunk, type PayloadAction } from '@reduxjs/toolkit'",
      `export interface ${example}State { items: string[]; status: 'idle' | 'loading' }`,
      `const initialState: ${example}State = { items: [], status: 'idle' }`,
      "export const fetchItems = createAsyncThunk('items/fetch', async (page: number) => [String(page)])",
      `export const ${example}Slice = createSlice({`,
      `  name: '${example}',`,
      '  initialState,',
      '  reducers: {',
      '    added(state, action: PayloadAction<string>) { state.items.push(action.payload) },',
      '    cleared: (state) => { state.items = [] },',
      '  },',
      '  extraReducers: (builder) => {',
      "    builder.addCase(fetchItems.fulfilled, (state, action) => { state.items = action.payload; state.status = 'idle' })",
      '  },',
      '  selectors: { selectCount: (state) => state.items.length },',
      '})',
      `export const { added, cleared } = ${example}Slice.actions`,
      `export default ${example}Slice.reducer`,
    ].join('\n');
    files[`${dir}/services/api.ts`] = [
      "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'",
      'export interface Item { id: number; name: string }',
      'export const api = createApi({',
      "  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),",
      "  tagTypes: ['Item'],",
      '  endpoints: (build) => ({',
      "    getItems: build.query<Item[], void>({ query: () => 'items', providesTags: ['Item'] }),",
      "    addItem: build.mutation<Item, Partial<Item>>({ query: (body) => ({ url: 'items', method: 'POST', body }), invalidatesTags: ['Item'] }),",
      '  }),',
      '})',
      'export const { useGetItemsQuery, useAddItemMutation } = api',
    ].join('\n');
    files[`${dir}/app/store.ts`] = [
      "import { configureStore, combineSlices } from '@reduxjs/toolkit'",
      `import ${example}Reducer, { ${example}Slice } from '../features/${example}Slice'`,
      "import { api } from '../services/api'",
      `const rootReducer = combineSlices(api, { ${example}: ${example}Reducer })`,
      'export const store = configureStore({',
      '  reducer: rootReducer,',
      '  middleware: (getDefault) => getDefault().concat(api.middleware),',
      '})',
      'export type RootState = ReturnType<typeof store.getState>',
      'export type AppDispatch = typeof store.dispatch',
      `export const selected = ${example}Slice.selectors.selectCount({ ${example}: store.getState().${example} })`,
    ].join('\n');
    files[`${dir}/app/index.ts`] = [
      "export * from './store'",
      `export { added as addItem, cleared, added as appendItem } from '../features/${example}Slice'`,
      `export * as ${example} from '../features/${example}Slice'`,
      "import { useDispatch, useSelector } from 'react-redux'",
      "import type { AppDispatch, RootState } from './store'",
      'export const useAppDispatch = useDispatch.withTypes<AppDispatch>()',
      'export const useAppSelector = useSelector.withTypes<RootState>()',
    ].join('\n');
    files[`${dir}/components/List.tsx`] = [
      "import { useAppDispatch, useAppSelector, addItem, store } from '../app'",
      `import * as features from '../app'`,
      "import { useGetItemsQuery } from '../services/api'",
      'export function List() {',
      '  const dispatch = useAppDispatch()',
      `  const count = useAppSelector((state) => state.${example}.items.length)`,
      '  const { data, isLoading } = useGetItemsQuery()',
      `  const action = features.${example}.added('x')`,
      "  return <button onClick={() => dispatch(addItem(String(count)))}>{isLoading ? '…' : data?.length}{action.type}{String(store.getState())}</button>",
      '}',
    ].join('\n');
  }
  return files;
}

function exampleRoot(): string {
  return path.join(process.cwd(), '.faster-symbol-naming-test');
}

/** A language service of the given TypeScript over the example files. */
function languageServiceOf(typescript: typeof ts): ts.LanguageService {
  const root = exampleRoot();
  const files = new Map(Object.entries(exampleFiles()).map(([name, text]) => [path.join(root, name), text]));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => EXAMPLE_COMPILER_OPTIONS,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (fileName) => {
      const text = files.get(fileName) ?? typescript.sys.readFile(fileName);
      return text === undefined ? undefined : typescript.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (options) => typescript.getDefaultLibFilePath(options),
    fileExists: (fileName) => files.has(fileName) || typescript.sys.fileExists(fileName),
    readFile: (fileName) => files.get(fileName) ?? typescript.sys.readFile(fileName),
    directoryExists: (dir) =>
      [...files.keys()].some((name) => name.startsWith(`${dir}/`)) || typescript.sys.directoryExists(dir),
    getDirectories: typescript.sys.getDirectories,
    realpath: typescript.sys.realpath,
  };
  return typescript.createLanguageService(host, typescript.createDocumentRegistry());
}

/** Every identifier's quick info in every example file, from a language service of the given TypeScript. */
function hoversWith(typescript: typeof ts): Record<string, QuickInfoAt[]> {
  const service = languageServiceOf(typescript);
  const root = exampleRoot();
  return Object.fromEntries(
    service
      .getProgram()!
      .getRootFileNames()
      .map((fileName) => [path.relative(root, fileName), quickInfoOfFile(service, fileName)]),
  );
}

/** The checker functions the patch changes, reachable from the checker object (for this test only). */
interface ProbedChecker extends ts.TypeChecker {
  probeContainingModules(symbol: ts.Symbol, enclosing: ts.Node): readonly ts.Symbol[] | undefined;
  probeAliasInContainer(container: ts.Symbol, symbol: ts.Symbol): ts.Symbol | undefined;
}

function withProbes(text: string): string {
  const checkerObject = '  const checker = {\n';
  expect(text.split(checkerObject)).toHaveLength(2);
  return text.replace(
    checkerObject,
    `${checkerObject}    probeContainingModules: getAlternativeContainingModules,\n    probeAliasInContainer: getAliasForSymbolInContainer,\n`,
  );
}

/**
 * For every symbol the examples' identifiers name or type (properties of
 * instantiated types included, the symbols the checker makes on the fly),
 * which modules export it as seen from the file using it, and which export of
 * each module of the program it is: each answer as text, in a fixed order.
 */
function answersWith(typescript: typeof ts): string[] {
  const service = languageServiceOf(typescript);
  const program = service.getProgram()!;
  const checker = program.getTypeChecker() as ProbedChecker;
  const root = exampleRoot();
  /** A file name as it reads inside the examples' folder or node_modules. */
  const short = (text: string) => text.replaceAll(`${root}/`, '').replace(/^.*\/node_modules\//, '');
  const where = (node: ts.Node | undefined) =>
    node ? `${short(node.getSourceFile().fileName)}:${node.pos}` : 'nowhere';
  /** A module by its file, anything else by its name and where it is declared. */
  const nameOf = (symbol: ts.Symbol | undefined) =>
    !symbol
      ? 'none'
      : String(symbol.escapedName).startsWith('"')
        ? `module ${short(String(symbol.escapedName).slice(1, -1))}`
        : `${String(symbol.escapedName)}@${where(symbol.declarations?.[0])}`;
  const modules = program
    .getSourceFiles()
    .map((file) => (file as ts.SourceFile & { symbol?: ts.Symbol }).symbol)
    .filter((symbol): symbol is ts.Symbol => symbol !== undefined);
  const answers: string[] = [];
  for (const file of program.getSourceFiles().filter((file) => file.fileName.startsWith(root))) {
    for (const identifier of identifiersOf(file)) {
      const type = checker.getTypeAtLocation(identifier);
      const symbols = [checker.getSymbolAtLocation(identifier), type.symbol, type.aliasSymbol, ...type.getProperties()];
      for (const symbol of new Set(symbols)) {
        if (!symbol) continue;
        const asked = `${where(identifier)} ${nameOf(symbol)}`;
        const containing = checker.probeContainingModules(symbol, identifier);
        answers.push(`${asked} in modules -> ${containing?.length ? containing.map(nameOf).join(', ') : 'none'}`);
        for (const module of modules) {
          answers.push(`${asked} in ${nameOf(module)} -> ${nameOf(checker.probeAliasInContainer(module, symbol))}`);
        }
      }
    }
  }
  return answers;
}

let compiled: { stock: typeof ts; patched: typeof ts } | undefined;

/**
 * TypeScript unchanged and patched, each with the probes, compiled once for
 * both comparisons (the probes only add two names to the checker object).
 */
function typescripts(): { stock: typeof ts; patched: typeof ts } {
  compiled ??= {
    stock: compileModule(withProbes(source), typescriptFile()).exports as typeof ts,
    patched: compileModule(withProbes(patchSymbolNaming(source)!), typescriptFile()).exports as typeof ts,
  };
  return compiled;
}

describe('patchSymbolNaming', () => {
  it('fits the installed TypeScript (after an upgrade that breaks this, update the patch or drop it)', () => {
    const patched = patchSymbolNaming(source);
    expect(patched).toBeDefined();
    expect(patched).toContain('function modulesExporting(symbol)');
    expect(patched).toContain('function firstExportByTarget(exports2)');
  });

  it('leaves a TypeScript whose checker reads otherwise alone', () => {
    expect(patchSymbolNaming('function createTypeChecker(host) {}')).toBeUndefined();
    // Each piece it changes must be found once: twice is a text it was not written for.
    expect(patchSymbolNaming(`${source}\n${source}`)).toBeUndefined();
  });

  it('finds the same exporting modules and exports as TypeScript unchanged, for every symbol the examples meet', () => {
    const { stock: stockTypescript, patched: patchedTypescript } = typescripts();
    const stock = answersWith(stockTypescript);
    const patched = answersWith(patchedTypescript);
    // Many answers name a module or an export, not only "none": the questions reach the patched code.
    const named = (kind: string) => stock.filter((answer) => answer.includes(kind) && !answer.endsWith('-> none'));
    expect(named(' in modules -> ').length).toBeGreaterThan(300);
    expect(named(' in module examples/').length).toBeGreaterThan(200);
    expect(named(' in module @reduxjs/').length).toBeGreaterThan(150);
    expect(patched).toEqual(stock);
  }, 180_000);

  it('gives every hover the same text as TypeScript unchanged', () => {
    const { stock, patched } = typescripts();
    const before = hoversWith(stock);
    const after = hoversWith(patched);
    const hoverCount = Object.values(before).reduce((sum, hovers) => sum + hovers.length, 0);
    expect(hoverCount).toBeGreaterThan(400);
    // Hovers that name types from the toolkit's modules, where the naming asks which modules export them.
    expect(before['examples/todos/app/store.ts']!.map((hover) => hover.text)).toContainEqual(
      expect.stringMatching(/^const store: EnhancedStore<\{/),
    );
    expect(after).toEqual(before);
  }, 180_000);
});
