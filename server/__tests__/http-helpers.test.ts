import { describe, expect, it } from 'vitest';
import { absoluteRange, locationFor } from '../http-helpers';

describe('locationFor', () => {
  it('percent-encodes decoded characters in the path and anything unprintable', () => {
    expect(locationFor('/✓')).toBe('/%E2%9C%93');
    expect(locationFor('/a\r\nSet-Cookie: x=1')).toBe('/a%0D%0ASet-Cookie:%20x=1');
    expect(locationFor('/errors?code=3')).toBe('/errors?code=3');
    expect(locationFor('/usage?a=%20b#optimistic-updates')).toBe('/usage?a=%20b#optimistic-updates');
  });

  it('refuses a path that cannot be encoded', () => {
    expect(locationFor('/\ud800')).toBeUndefined();
  });
});

describe('absoluteRange', () => {
  it('resolves suffix and open ranges against the size', () => {
    expect(absoluteRange('bytes=-100', 1000)).toBe('bytes=900-999');
    expect(absoluteRange('bytes=-5000', 1000)).toBe('bytes=0-999');
    expect(absoluteRange('bytes=10-', 1000)).toBe('bytes=10-999');
    expect(absoluteRange('bytes=10-20', 1000)).toBe('bytes=10-20');
  });

  it('ignores what it cannot serve as one range', () => {
    expect(absoluteRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(absoluteRange('items=0-1', 1000)).toBeUndefined();
    expect(absoluteRange('bytes=-', 1000)).toBeUndefined();
    expect(absoluteRange('bytes=5-3', 1000)).toBeUndefined();
  });
});
