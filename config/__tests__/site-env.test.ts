import { describe, expect, it } from 'vitest';
import { docEditUrl, readDocsEditUrl, SOURCE_REPOSITORY } from '../site-env';

describe('readDocsEditUrl', () => {
  it('defaults to the docs folder on the main branch of the source repository', () => {
    expect(readDocsEditUrl(undefined)).toBe(`${SOURCE_REPOSITORY}/edit/main/docs/`);
    expect(readDocsEditUrl(undefined, 'https://git.example.com/team/docs')).toBe(
      'https://git.example.com/team/docs/edit/main/docs/',
    );
  });

  it('turns the links off when set to an empty or blank value', () => {
    expect(readDocsEditUrl('')).toBeUndefined();
    expect(readDocsEditUrl('   ')).toBeUndefined();
  });

  it('uses a given URL, trimmed and ending in a slash', () => {
    expect(readDocsEditUrl(' https://example.com/edit/docs ')).toBe('https://example.com/edit/docs/');
    expect(readDocsEditUrl('http://localhost:8080/docs/')).toBe('http://localhost:8080/docs/');
  });

  it('rejects values that are not http(s) URLs, saying what to set', () => {
    expect(() => readDocsEditUrl('github.com/me/repo')).toThrow(
      'DOCS_EDIT_URL must be an absolute http(s) URL or empty (to hide "Edit this page"), got "github.com/me/repo".',
    );
    expect(() => readDocsEditUrl('javascript:alert(1)')).toThrow('DOCS_EDIT_URL must use http or https');
    expect(() => readDocsEditUrl('ftp://example.com/docs')).toThrow('DOCS_EDIT_URL must use http or https');
  });
});

describe('docEditUrl', () => {
  it('appends the doc path under docs/ to the base', () => {
    expect(docEditUrl(`${SOURCE_REPOSITORY}/edit/main/docs/`, 'rtk-query/usage/cache-behavior.md')).toBe(
      'https://github.com/reduxjs/redux-toolkit/edit/main/docs/rtk-query/usage/cache-behavior.md',
    );
  });

  it('escapes characters that are not safe in a URL path, keeping the folders', () => {
    expect(docEditUrl('https://example.com/docs/', 'guides/a b#c.md')).toBe(
      'https://example.com/docs/guides/a%20b%23c.md',
    );
  });
});
