/** A fence's meta string, e.g. `title="store.ts" no-typecheck="needs a server" {2-4}`. */
export interface FenceMeta {
  /** The `title` attribute, if any. */
  readonly title: string | undefined;
  /** Reason given with `no-typecheck="…"`; `''` when the flag has no reason, undefined when absent. */
  readonly noTypecheck: string | undefined;
  /** `no-transpile`: show only the TypeScript version, without a JavaScript tab. */
  readonly noTranspile: boolean;
  /** `run`: `npm run check:examples` also executes the block in Node and compares its stated results. */
  readonly run: boolean;
  /** Every other token (highlight ranges, `showLineNumbers`, …), passed on to the code block unchanged. */
  readonly rest: readonly string[];
}

const TOKEN = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|(\S+)/g;

/** Parses a fence meta string into the attributes the examples toolchain reads, keeping the rest. */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  let title: string | undefined;
  let noTypecheck: string | undefined;
  let noTranspile = false;
  let run = false;
  const rest: string[] = [];
  for (const match of (meta ?? '').matchAll(TOKEN)) {
    const [whole, key, double, single, bare] = match;
    const value = double ?? single ?? bare;
    if (key === 'title' && value !== undefined) title = value;
    else if (key === 'no-typecheck') noTypecheck = value ?? '';
    else if (key === 'no-transpile' && value === undefined) noTranspile = true;
    else if (key === 'run' && value === undefined) run = true;
    else rest.push(whole);
  }
  return { title, noTypecheck, noTranspile, run, rest };
}

/** Builds the meta string for a rendered code block: our attributes dropped, `title` set. */
export function formatFenceMeta(meta: FenceMeta, title: string | undefined): string {
  return [title === undefined ? '' : `title="${title}"`, ...meta.rest].filter(Boolean).join(' ');
}
