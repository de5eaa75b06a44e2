import { describe, expect, it } from 'vitest';
import { buildReport, collectSteps, formatRow } from '../build-timeline';

const lines = [
  {
    text: '\u001b[33m[PERF]\u001b[39m Get locales to build - \u001b[31m1.52 seconds!\u001b[39m - (46mb -> 122mb)',
    at: 3.7,
  },
  { text: '[PERF] Build > en > Load site - 21.90 seconds! - (122mb -> 517mb)', at: 25.5 },
  { text: '[timing] type-hover analysis 88.9 s (child process, 85.2 s analysing)', at: 93.9 },
  { text: '[PERF] Build > en > Bundling with rspack - 81.60 seconds! - (523mb -> 447mb)', at: 107.2 },
  { text: '[timing] client bundle 81.5 s', at: 107.2 },
  { text: '[PERF] Build > en > Broken links checker - 25.97 ms - (386mb -> 391mb)', at: 125.6 },
  { text: '[search-index] 69 pages, 435 symbols', at: 125.6 },
  { text: '[timing] finish-build: precompression 32.2 s', at: 170.1 },
  { text: '[timing] finish-build 42.9 s', at: 170.1 },
];

describe('build timeline', () => {
  it("reads Docusaurus's [PERF] lines (colours and all) and our [timing] lines, skipping the rest", () => {
    const steps = collectSteps(lines);
    expect(steps.map((step) => [step.source, step.label, step.seconds])).toEqual([
      ['docusaurus', 'Get locales to build', 1.52],
      ['docusaurus', 'Build > en > Load site', 21.9],
      ['ours', 'type-hover analysis', 88.9],
      ['docusaurus', 'Build > en > Bundling with rspack', 81.6],
      ['ours', 'client bundle', 81.5],
      ['docusaurus', 'Build > en > Broken links checker', 0.02597],
      ['ours', 'finish-build: precompression', 32.2],
      ['ours', 'finish-build', 42.9],
    ]);
  });

  it('sorts the steps into Docusaurus phases, our plugins and the finishing step', () => {
    const report = buildReport(collectSteps(lines));
    const row = (title: string) => report.docusaurus.find((entry) => entry.title === title)?.step?.seconds;
    expect(row('load site: config, plugins, content, routes')).toBe(21.9);
    expect(row('bundling: client and server together')).toBe(81.6);
    expect(row('  client bundle')).toBe(81.5);
    expect(row('SSG of pages')).toBe(undefined);
    expect(report.plugins.map((step) => step.label)).toEqual(['type-hover analysis']);
    expect(report.finish.map((step) => step.label)).toEqual(['finish-build: precompression', 'finish-build']);
  });

  it('shows when each step ran, from its end and its length', () => {
    const [analysis] = buildReport(collectSteps(lines)).plugins;
    expect(formatRow('type-hover analysis', analysis)).toMatch(
      /^ {2}type-hover analysis +88\.9 {3}5\.0 → 93\.9 +\(child process, 85\.2 s analysing\)$/,
    );
    expect(formatRow('SSG of pages', undefined)).toMatch(/–$/);
  });
});
