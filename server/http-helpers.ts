/**
 * A Location header value for a decoded path, a raw query string and an
 * optional `#hash`: everything outside printable ASCII is percent-encoded, so
 * a decoded character (non-ASCII, CR/LF) can never break or inject a header.
 * Undefined when the path cannot be encoded (a lone surrogate).
 */
export function locationFor(target: string): string | undefined {
  const hashStart = target.indexOf('#');
  const beforeHash = hashStart === -1 ? target : target.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : target.slice(hashStart);
  const queryStart = beforeHash.indexOf('?');
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart);
  const printable = (text: string) => text.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
  try {
    return encodeURI(path) + printable(query) + printable(hash);
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a single-range `Range` header into the absolute `bytes=start-end`
 * form (resolving suffix ranges such as `bytes=-100` against the file size).
 * Returns undefined for ranges to ignore (several ranges, not bytes, or a last
 * byte before the first): the whole file is then sent with 200, as HTTP allows.
 * range-parser (Express's) would answer 416 to a suffix longer than the file,
 * where RFC 9110 §14.1.3 sends the whole file, so the rule is written here.
 */
export function absoluteRange(header: string, size: number): string | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Math.min(Number(last), size);
    return length === 0 ? `bytes=${size}-` : `bytes=${size - length}-${size - 1}`;
  }
  // sirv passes a backwards range to fs.createReadStream, which throws and ends the process.
  if (last !== '' && Number(last) < Number(first)) return undefined;
  return `bytes=${first}-${last === '' ? size - 1 : last}`;
}
