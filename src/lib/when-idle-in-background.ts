import { afterForegroundWork, isForegroundWorkHeld } from './foreground-work';
import { whenIdle, type IdleOptions } from './when-idle';

/**
 * Runs `run` in an idle period while no work a reader waits for is under way
 * (foreground-work.ts): an idle period that comes while such work runs is
 * given up, and a new one asked for once the work is done. A main thread
 * that looks idle may still share its cores with that work (a worker
 * building the search engine).
 */
export function whenIdleInBackground(run: (deadline?: IdleDeadline) => void, options: IdleOptions): void {
  afterForegroundWork(() =>
    whenIdle((deadline) => {
      if (isForegroundWorkHeld()) whenIdleInBackground(run, options);
      else run(deadline);
    }, options),
  );
}
