import type { ErrorCode } from '../data/error-codes';

/** What the `code` query parameter asks the errors page to show. */
export type RequestedCode = { kind: 'none' } | { kind: 'found'; entry: ErrorCode } | { kind: 'unknown'; raw: string };

const MAX_SHOWN_LENGTH = 40;

/** Resolves `?code=N` against the known codes; anything not a listed code is "unknown". */
export function resolveRequestedCode(search: string, codes: readonly ErrorCode[]): RequestedCode {
  const raw = new URLSearchParams(search).get('code');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const trimmed = raw.trim();
  if (/^\d{1,6}$/.test(trimmed)) {
    const entry = codes.find((candidate) => candidate.code === Number(trimmed));
    if (entry) return { kind: 'found', entry };
  }
  const shown = trimmed.length > MAX_SHOWN_LENGTH ? `${trimmed.slice(0, MAX_SHOWN_LENGTH)}…` : trimmed;
  return { kind: 'unknown', raw: shown };
}
