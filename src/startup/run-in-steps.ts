/** One step of starting the app: a name for its performance mark, and the work. */
export interface StartupStep {
  readonly name: string;
  readonly run: () => Promise<unknown>;
}

/** Resolves in a new task, after whatever the browser has queued meanwhile (input, rendering). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the steps in order, each in a task of its own, and marks when each
 * starts (`startup:<name>` in the performance timeline).
 */
export async function runInSteps(
  steps: readonly StartupStep[],
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToBrowser();
    performance.mark(`startup:${step.name}`);
    await step.run();
  }
}
