import { stripVTControlCharacters } from 'node:util';
import { parseTiming } from './timing';

/** A line of build output and when it arrived, in seconds since the build started. */
export interface OutputLine {
  readonly text: string;
  readonly at: number;
}

/** One timed step: Docusaurus's own `[PERF]` lines or our `[timing]` lines. */
export interface BuildStep {
  readonly source: 'docusaurus' | 'ours';
  readonly label: string;
  readonly seconds: number;
  readonly note: string | undefined;
  /** When the step ended (its line arrived), in seconds since the build started. */
  readonly endedAt: number;
}

/** `[PERF] Build > en > SSG - 6.63 seconds! - (455mb -> 630mb)`, printed with DOCUSAURUS_PERF_LOGGER=true. */
const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - (\d+(?:\.\d+)?) (ms|seconds!) - \(/;

/** The steps in a build's output, in the order they ended. */
export function collectSteps(lines: readonly OutputLine[]): BuildStep[] {
  const steps: BuildStep[] = [];
  for (const { text, at } of lines) {
    const line = stripVTControlCharacters(text).trim();
    const perf = PERF_LINE.exec(line);
    if (perf) {
      const seconds = perf[3] === 'ms' ? Number(perf[2]) / 1000 : Number(perf[2]);
      steps.push({ source: 'docusaurus', label: perf[1]!, seconds, note: undefined, endedAt: at });
      continue;
    }
    const timing = parseTiming(line);
    if (timing) steps.push({ source: 'ours', ...timing, endedAt: at });
  }
  return steps;
}

/** A row of the report: what it measures, and which step it shows. */
interface RowSpec {
  readonly title: string;
  readonly source: BuildStep['source'];
  readonly label: RegExp;
}

/** Docusaurus's phases, from its `[PERF]` lines (the locale and bundler names vary). */
const DOCUSAURUS_ROWS: readonly RowSpec[] = [
  { title: 'config (read to list the locales)', source: 'docusaurus', label: /^Get locales to build$/ },
  { title: 'load site: config, plugins, content, routes', source: 'docusaurus', label: /^Build > \S+ > Load site$/ },
  {
    title: '  of which plugins and their content',
    source: 'docusaurus',
    label: /^Build > \S+ > Load site > Load plugins$/,
  },
  { title: 'bundler configs', source: 'docusaurus', label: /^Build > \S+ > Creating \S+ bundler configs$/ },
  { title: 'bundling: client and server together', source: 'docusaurus', label: /^Build > \S+ > Bundling with \S+$/ },
  { title: '  client bundle', source: 'ours', label: /^client bundle$/ },
  { title: '  server bundle', source: 'ours', label: /^server bundle$/ },
  { title: 'SSG of pages', source: 'docusaurus', label: /^Build > \S+ > SSG$/ },
  { title: 'postBuild of every plugin (concurrently)', source: 'docusaurus', label: /^Build > \S+ > postBuild\(\)$/ },
  { title: 'broken links check', source: 'docusaurus', label: /^Build > \S+ > Broken links checker$/ },
  { title: 'docusaurus build', source: 'docusaurus', label: /^Build$/ },
];

const isBundle = (step: BuildStep) => /^(client|server) bundle$/.test(step.label);
const isFinish = (step: BuildStep) => step.label.startsWith('finish-build');

export interface BuildReport {
  readonly docusaurus: ReadonlyArray<{ readonly title: string; readonly step: BuildStep | undefined }>;
  /** Our plugins' steps, in the order they ended. */
  readonly plugins: readonly BuildStep[];
  /** The finishing step's parts, then its total. */
  readonly finish: readonly BuildStep[];
}

/** Sorts the steps into the report's three sections. */
export function buildReport(steps: readonly BuildStep[]): BuildReport {
  const find = (spec: RowSpec) => steps.find((step) => step.source === spec.source && spec.label.test(step.label));
  return {
    docusaurus: DOCUSAURUS_ROWS.map((spec) => ({ title: spec.title, step: find(spec) })),
    plugins: steps.filter((step) => step.source === 'ours' && !isBundle(step) && !isFinish(step)),
    finish: steps.filter((step) => step.source === 'ours' && isFinish(step)),
  };
}

const TITLE_WIDTH = 46;

/** One report line: title, seconds, and the span it covered since the build started. */
export function formatRow(title: string, step: BuildStep | undefined): string {
  if (!step) return `  ${title.padEnd(TITLE_WIDTH)} ${'–'.padStart(7)}`;
  const span = `${Math.max(0, step.endedAt - step.seconds).toFixed(1)} → ${step.endedAt.toFixed(1)}`;
  const note = step.note ? `  (${step.note})` : '';
  return `  ${title.padEnd(TITLE_WIDTH)} ${step.seconds.toFixed(1).padStart(7)}   ${span.padEnd(15)}${note}`;
}

/** The report's text: a header row, then each section's rows. */
export function formatReport(report: BuildReport): string[] {
  const header = `  ${'step'.padEnd(TITLE_WIDTH)} ${'seconds'.padStart(7)}   from → to (s since start)`;
  return [
    header,
    'Docusaurus',
    ...report.docusaurus.map(({ title, step }) => formatRow(title, step)),
    'Our plugins (wall time; work in a child process or awaited in parallel overlaps the rows above)',
    ...report.plugins.map((step) => formatRow(step.label, step)),
    'Finishing (scripts/finish-build.ts)',
    ...report.finish.map((step) => formatRow(step.label.replace(/^finish-build: /, '  '), step)),
  ];
}
