import { describe, expect, it } from 'vitest';
import { isInflected, splitIdentifier, squash, stem, tokenize } from '../tokenize';

describe('tokenize', () => {
  it('keeps identifiers whole and adds their parts', () => {
    expect(tokenize('createAsyncThunk')).toEqual(['createasyncthunk', 'create', 'async', 'thunk', 'asyncthunk']);
    expect(tokenize('UNINITIALIZED_VALUE')).toEqual(['uninitialized_value', 'uninitialized', 'value']);
    expect(tokenize('HTTPStatus')).toEqual(['httpstatus', 'http', 'status']);
  });

  it('lowercases plain words, adds singulars of plurals and drops stop words', () => {
    expect(tokenize('Refetch when the window regains focus')).toEqual([
      'refetch',
      'window',
      'regains',
      'regain',
      'focus',
    ]);
    expect(tokenize('queries class status')).toEqual(['queries', 'query', 'class', 'status']);
  });

  it('splits on punctuation and keeps numbers', () => {
    expect(tokenize('api.util.updateQueryData(2)')).toEqual([
      'api',
      'util',
      'updatequerydata',
      'update',
      'query',
      'data',
      'querydata',
      '2',
    ]);
  });

  it('squashes a query into one identifier', () => {
    expect(squash('create slice')).toBe('createslice');
    expect(squash('  Create-Slice!  ')).toBe('createslice');
    expect(squash('<>')).toBe('');
  });

  it('splits identifiers into lowercase parts', () => {
    expect(splitIdentifier('useGetPostsQuery')).toEqual(['use', 'get', 'posts', 'query']);
  });
});

describe('stem', () => {
  it('gives the forms of a word one key', () => {
    for (const group of [
      ['cancel', 'cancels', 'cancelled', 'cancelling'],
      ['debounce', 'debouncing', 'debounced'],
      ['type', 'types', 'typed', 'typing'],
      ['global', 'globally'],
      ['query', 'queries'],
      ['set', 'setting'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toHaveLength(1);
    }
  });

  it('leaves short words, identifiers and different words apart', () => {
    expect(stem('need')).toBe('need');
    expect(stem('createSlice')).toBe('createSlice');
    expect(stem('reducer')).not.toBe(stem('reduce'));
  });

  it('tells inflected forms from plain words', () => {
    expect(['typed', 'cancelling', 'globally'].map(isInflected)).toEqual([true, true, true]);
    expect(['type', 'thing', 'need', 'apply'].map(isInflected)).toEqual([false, false, false, false]);
  });
});

describe('tokenize on single words', () => {
  it('gives a plain or capitalised word the terms the full walk gives it', () => {
    for (const word of ['redux', 'Redux', 'Updates', 'queries', 'The', 'A', 'x', 'class', 'Thunks']) {
      const walked = tokenize(`${word} .`);
      expect(tokenize(word), word).toEqual(walked);
    }
  });
});
