export interface IdleOptions {
  /** Run after this long at the latest, idle or not. */
  readonly timeoutMs: number;
  /** Where the browser cannot tell idle time (Safari): run after this long, or at once when left out. */
  readonly fallbackDelayMs?: number;
}

/** Runs `run` once the main thread is idle, with the idle period's deadline when the browser gives one. */
export function whenIdle(run: (deadline?: IdleDeadline) => void, { timeoutMs, fallbackDelayMs }: IdleOptions): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else if (fallbackDelayMs === undefined) run();
  else setTimeout(() => run(), fallbackDelayMs);
}
