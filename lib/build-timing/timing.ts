import { performance } from 'node:perf_hooks';

/**
 * Every build step that costs time prints one line `[timing] <label> <seconds> s`,
 * optionally followed by a note in parentheses; `npm run bench:build` collects them.
 */
export const TIMING_PREFIX = '[timing]';

export interface TimingLine {
  readonly label: string;
  readonly seconds: number;
  readonly note: string | undefined;
}

export function formatTiming(label: string, milliseconds: number, note?: string): string {
  return `${TIMING_PREFIX} ${label} ${(milliseconds / 1000).toFixed(1)} s${note ? ` (${note})` : ''}`;
}

export function logTiming(label: string, milliseconds: number, note?: string): void {
  console.log(formatTiming(label, milliseconds, note));
}

/** Runs `work` and logs how long it took, whether it succeeds or not. */
export async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    logTiming(label, performance.now() - started);
  }
}

/** The same for synchronous work. */
export function timedSync<T>(label: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    logTiming(label, performance.now() - started);
  }
}

const TIMING_LINE = /^\[timing\] (.+?) (\d+(?:\.\d+)?) s(?: \((.*)\))?$/;

/** Reads a line that `logTiming` printed; undefined for any other line. */
export function parseTiming(line: string): TimingLine | undefined {
  const match = TIMING_LINE.exec(line.trim());
  if (!match) return undefined;
  return { label: match[1]!, seconds: Number(match[2]), note: match[3] };
}
