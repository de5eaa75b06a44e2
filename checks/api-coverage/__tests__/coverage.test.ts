import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { documentedNames } from '../documented-names';
import { buildCoverageReport, combine, percent } from '../report';
import type { Surface } from '../../../lib/toolkit-api/surfaces';

const toolkitDir = path.dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json'));

describe('documentedNames', () => {
  it('reads names from headings, the first code span of list items and the first cell of table rows', () => {
    const page = [
      '# createThing',
      '',
      '## `createThing(options)`',
      '',
      '### selectId',
      '',
      '- `sortComparer`: orders entities. Unlike `notFirst`, …',
      '- plain item with `laterCode`',
      '',
      '| Option | Meaning |',
      '| --- | --- |',
      '| `argSchema`, `responseSchema` | schemas, unlike `otherCell` |',
      '',
      'Prose mentions `proseOnly` and `api.util.updateQueryData`.',
    ].join('\n');
    const names = documentedNames(page, false);
    for (const name of [
      'createThing',
      'options',
      'selectId',
      'sortComparer',
      'laterCode',
      'argSchema',
      'responseSchema',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const name of ['notFirst', 'otherCell', 'proseOnly', 'updateQueryData'])
      expect(names, name).not.toContain(name);
  });
});

describe('buildCoverageReport', () => {
  const surfaces: Surface[] = [
    { name: 'createListenerMiddleware options', type: 'RTK.CreateListenerMiddlewareOptions', page: 'api/listeners.md' },
    {
      name: 'fetch args',
      type: 'Q.FetchArgs',
      page: 'api/fetch.md',
      include: ['method'],
      ignore: { validateStatus: 'test' },
    },
  ];

  it('lists the options of a surface from the real types and finds which the page names', () => {
    const pages = new Map([['api/listeners.md', documentedNames('## `extra`\n\nThe extra argument.', false)]]);
    const report = buildCoverageReport(toolkitDir, pages, surfaces);
    expect(report.surfaces[0]).toEqual({
      name: 'createListenerMiddleware options',
      owner: 'api/listeners.md',
      total: 2,
      documented: 1,
      missing: ['onError'],
    });
  });

  it('leaves out DOM-inherited fields unless included, and ignored ones', () => {
    const report = buildCoverageReport(toolkitDir, new Map(), surfaces);
    const fetchArgs = report.surfaces[1]!;
    expect(fetchArgs.missing).toContain('url');
    expect(fetchArgs.missing).toContain('method');
    expect(fetchArgs.missing).not.toContain('validateStatus');
    expect(fetchArgs.missing).not.toContain('credentials');
  });

  it('lists runtime exports per entry point, not types', () => {
    const report = buildCoverageReport(toolkitDir, new Map([['api/a.md', new Set(['createSlice'])]]), []);
    const core = report.entryPoints.find((entry) => entry.name === '@reduxjs/toolkit')!;
    expect(core.missing).toContain('configureStore');
    expect(core.missing).not.toContain('createSlice');
    expect(core.missing).not.toContain('PayloadAction');
    expect(core.missing).not.toContain('__DO_NOT_USE__ActionTypes');
    const query = report.entryPoints.find((entry) => entry.name === '@reduxjs/toolkit/query')!;
    expect(query.missing).toEqual(expect.arrayContaining(['createApi', 'fetchBaseQuery', 'skipToken']));
  });
});

describe('percent and combine', () => {
  it('rounds down to one decimal and treats empty lists as covered', () => {
    expect(percent({ total: 3, documented: 2 })).toBe(66.6);
    expect(percent({ total: 0, documented: 0 })).toBe(100);
    const sum = combine('all', [
      { name: 'a', owner: 'x', total: 2, documented: 1, missing: ['m'] },
      { name: 'b', owner: 'y', total: 1, documented: 1, missing: [] },
    ]);
    expect(sum).toMatchObject({ total: 3, documented: 2, missing: ['a: m'] });
  });
});
