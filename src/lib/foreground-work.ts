/**
 * Work a reader is waiting for holds back the page's background passes.
 *
 * On a phone's two or four cores, loading the search engine after a reader
 * shows intent (its worker decoding the index and building the engine)
 * shares the CPU with background passes such as sizing the article's blocks.
 * Measured on the 2-core build machine, the index was ready in a median
 * 385 ms with the sizing pass running beside it and 218 ms without it. A
 * background pass therefore waits while such work is under way, and goes on
 * once it has settled, or after `MAX_HOLD_MS` at the latest, so a load that
 * hangs never stops the pass for good.
 */
export const MAX_HOLD_MS = 3000;

let holds = 0;
let waiting: Array<() => void> = [];

/** Holds background work back until `work` settles (or `MAX_HOLD_MS` have passed). */
export function holdBackgroundWork(work: Promise<unknown>): void {
  holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    if (holds > 0) return;
    const runs = waiting;
    waiting = [];
    for (const run of runs) run();
  };
  const timer = setTimeout(release, MAX_HOLD_MS);
  work.then(release, release);
}

/** Runs `run` at once when nothing holds background work back, else once every hold is released. */
export function afterForegroundWork(run: () => void): void {
  if (holds === 0) run();
  else waiting.push(run);
}

/** Whether work a reader waits for is under way. */
export function isForegroundWorkHeld(): boolean {
  return holds > 0;
}
