import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_DOCUSAURUS_ERRORS,
  formatProblem,
  parseVnuReport,
  partitionProblems,
  uncheckedFiles,
  vnuArguments,
  type HtmlProblem,
  type KnownError,
} from '../vnu-report';

/**
 * vnu's report for fixtures/build (`--format json`, paths moved to /site/build),
 * plus a warning and an I/O error added by hand.
 */
const report = fs.readFileSync(path.join(__dirname, 'fixtures/vnu-report.json'), 'utf8');

describe('parseVnuReport', () => {
  const problems = parseVnuReport(report, '/site/build');

  it('keeps errors with their file, route and start position, and drops warnings', () => {
    expect(problems.map(({ file, route, line, column }) => `${file} ${route} ${line}:${column}`)).toEqual([
      'guide/index.html /guide 1:95',
      'guide/index.html /guide 2:20',
      'index.html / 2:7',
      'index.html / 2:40',
      'index.html / 1:67',
      '  0:0',
    ]);
  });

  it('keeps the markup vnu points at', () => {
    expect(problems[1]!.markup).toBe('<time datetime=2024-01-01 itemprop=dateModified>');
    expect(problems[5]).toMatchObject({ file: '', message: 'Cannot read file: build/gone.html', markup: '' });
  });

  it('skips what the JVM prints before the report', () => {
    const noted = `Picked up JAVA_TOOL_OPTIONS: -Xss2m\n${report}`;
    expect(parseVnuReport(noted, '/site/build')).toEqual(problems);
  });

  it('rejects output that is not a vnu report', () => {
    expect(() => parseVnuReport('{"version":"1"}', '/site/build')).toThrow(/no "messages" list/);
    expect(() => parseVnuReport('Exception in thread "main" java.lang.StackOverflowError', '/site/build')).toThrow(
      /did not write a JSON report:\nException in thread/,
    );
  });
});

describe('partitionProblems', () => {
  const tabsError: KnownError = {
    message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    markup: /^<li role=tab\b[^>]*\bclass="?tabs__item\b/,
    reason: 'a third-party tab list whose markup the site cannot change',
  };

  it('ignores a known error only in the markup it names', () => {
    const { errors, ignored } = partitionProblems(parseVnuReport(report, '/site/build'), [tabsError]);
    expect(ignored.map((problem) => `${problem.file}:${problem.line}:${problem.column}`)).toEqual([
      'guide/index.html:1:95',
    ]);
    expect(errors.map((problem) => problem.message)).toContain(tabsError.message);
    expect(errors).toHaveLength(5);
  });

  it('fails every problem when nothing is known', () => {
    const { errors, ignored } = partitionProblems(parseVnuReport(report, '/site/build'));
    expect(ignored).toEqual([]);
    expect(errors).toHaveLength(6);
  });

  it('gives a reason for every known error', () => {
    for (const entry of KNOWN_DOCUSAURUS_ERRORS) expect(entry.reason.length).toBeGreaterThan(20);
  });
});

describe('formatProblem', () => {
  const problem: HtmlProblem = {
    file: 'api/x/index.html',
    route: '/api/x',
    line: 3,
    column: 14,
    message: 'Bad.',
    markup: '',
  };

  it('prints build/<file>:<line>:<col> <message>', () => {
    expect(formatProblem(problem, 'build')).toBe('build/api/x/index.html:3:14 Bad.');
    expect(formatProblem({ ...problem, file: '' }, 'build')).toBe('build Bad.');
  });
});

describe('uncheckedFiles', () => {
  it('reports the files missing from vnu’s list of checked files', () => {
    const files = ['/site/build/index.html', '/site/build/guide/index.html', '/site/build/404.html'];
    expect(uncheckedFiles(files, '/site/build/index.html\n/site/build/404.html\n', '/site/build')).toEqual([
      {
        file: 'guide/index.html',
        route: '/guide',
        line: 0,
        column: 0,
        message: 'vnu did not check this file (not found?)',
        markup: '',
      },
    ]);
    expect(uncheckedFiles(files, files.join('\n'), '/site/build')).toEqual([]);
  });
});

describe('vnuArguments', () => {
  it('checks every file in one run, listing the files it checked', () => {
    expect(vnuArguments('/jar/vnu.jar', ['/b/index.html', '/b/404.html'])).toEqual([
      '-jar',
      '/jar/vnu.jar',
      '--format',
      'json',
      '--errors-only',
      '--verbose',
      '--exit-zero-always',
      '/b/index.html',
      '/b/404.html',
    ]);
  });
});
