/**
 * Reading the renderer's main thread in a Chromium trace that Lighthouse
 * recorded. Plain JavaScript: the Lighthouse benchmark imports it as is.
 */

/** The page renderer's main thread: the `CrRendererMain` thread that ran the most tasks. */
export function rendererMainThread(events) {
  let main;
  let most = 0;
  for (const thread of events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )) {
    const count = events.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask',
    ).length;
    if (count > most) [main, most] = [thread, count];
  }
  return main ? { pid: main.pid, tid: main.tid } : undefined;
}

/** Tasks of the main thread that hold timing of both kinds (wall `dur`, thread CPU `tdur`), in order. */
function mainThreadTasks(events, thread) {
  return events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.dur > 0 &&
        event.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
}

/**
 * How much of the page's main-thread task time was spent on the CPU: thread
 * CPU time over wall time, for the renderer's tasks of 3 ms or more. Below 1
 * the thread was waiting for a core while its tasks ran (other processes on a
 * busy machine). Lighthouse's simulated throttling multiplies the observed
 * wall time of each task by four, so on a busy machine tasks count as long
 * that are not long on the CPU.
 */
export function mainThreadCpuShare(trace) {
  const events = trace?.traceEvents ?? [];
  const thread = rendererMainThread(events);
  if (!thread) return NaN;
  const tasks = mainThreadTasks(events, thread).filter((task) => task.dur >= 3000);
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  return wall > 0 ? tasks.reduce((sum, task) => sum + task.tdur, 0) / wall : NaN;
}

/**
 * The trace with each of the renderer's main-thread tasks shrunk to the CPU
 * time it used, as if the thread had never waited for a core: the task and
 * everything recorded inside it are scaled towards the task's start by
 * CPU time over wall time. Order and start times of the tasks stay as
 * recorded. Lighthouse's simulation run on this trace gives the page's
 * blocking time without the machine's contention. Returns a new trace; the
 * one given is left as it is.
 */
export function toCpuTimeTrace(trace) {
  const events = trace.traceEvents.map((event) => ({ ...event }));
  const thread = rendererMainThread(events);
  if (!thread) return { ...trace, traceEvents: events };
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph !== 'M')
    .sort((a, b) => a.ts - b.ts);
  let next = 0;
  let coveredUntil = -Infinity;
  for (const task of mainThreadTasks(events, thread)) {
    const start = task.ts;
    const end = task.ts + task.dur;
    // A task recorded inside another was scaled with it.
    if (start < coveredUntil) continue;
    coveredUntil = end;
    const factor = Math.min(1, task.tdur / task.dur);
    while (next < onThread.length && onThread[next].ts < start) next += 1;
    for (let index = next; index < onThread.length && onThread[index].ts <= end; index += 1) {
      const event = onThread[index];
      if (event === task) continue;
      event.ts = start + (event.ts - start) * factor;
      if (event.dur !== undefined) event.dur *= factor;
    }
    task.dur *= factor;
  }
  return { ...trace, traceEvents: events };
}
