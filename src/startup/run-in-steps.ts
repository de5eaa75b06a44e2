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
 * starts (`startup:<name>` in the performance timeline). The first step
 * waits for a task too: the task that evaluates the main bundle already
 * spends about 10 ms finishing its compilation on a fast machine, and React
 * DOM's module evaluated in it as well made it the page's longest task.
 */
export async function runInSteps(
  steps: readonly StartupStep[],
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    performance.mark(`startup:${step.name}`);
    await step.run();
  }
}
