import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare, rendererMainThread, toCpuTimeTrace, type TraceEvent } from '../main-thread.mjs';

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  tdur,
});
const child = (name: string, ts: number, dur?: number, tid = 1): TraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  pid: 7,
  tid,
  ts,
  ...(dur === undefined ? {} : { dur }),
});

describe('rendererMainThread', () => {
  it('picks the renderer main thread that ran the most tasks', () => {
    const events = [
      threadName(7, 1, 'CrRendererMain'),
      threadName(7, 2, 'CrRendererMain'),
      threadName(7, 3, 'Compositor'),
      task(0, 10, 10, 2),
      task(20, 10, 10, 1),
      task(40, 10, 10, 1),
      task(60, 10, 10, 3),
      task(80, 10, 10, 3),
      task(90, 10, 10, 3),
    ];
    expect(rendererMainThread(events)).toEqual({ pid: 7, tid: 1 });
    expect(rendererMainThread([threadName(7, 3, 'Compositor')])).toBeUndefined();
  });
});

describe('mainThreadCpuShare', () => {
  it('divides CPU time by wall time over the tasks of 3 ms or more', () => {
    const trace = {
      traceEvents: [
        threadName(7, 1, 'CrRendererMain'),
        task(0, 10_000, 5_000),
        task(20_000, 30_000, 30_000),
        task(60_000, 2_000, 0),
      ],
    };
    expect(mainThreadCpuShare(trace)).toBeCloseTo(35 / 40);
    expect(mainThreadCpuShare({ traceEvents: [] })).toBeNaN();
    expect(mainThreadCpuShare(undefined)).toBeNaN();
  });
});

describe('toCpuTimeTrace', () => {
  const original = {
    metadata: { source: 'test' },
    traceEvents: [
      threadName(7, 1, 'CrRendererMain'),
      task(1_000, 40_000, 10_000),
      child('Layout', 9_000, 20_000),
      child('InvalidateLayout', 33_000),
      task(50_000, 10_000, 10_000),
      child('FunctionCall', 52_000, 6_000),
      task(70_000, 8_000, 2_000, 9),
      child('Paint', 71_000, 4_000, 9),
    ],
  };

  it("shrinks each task and what ran inside it to the task's CPU time, towards its start", () => {
    const scaled = toCpuTimeTrace(original).traceEvents;
    expect(scaled[1]).toMatchObject({ ts: 1_000, dur: 10_000 });
    expect(scaled[2]).toMatchObject({ name: 'Layout', ts: 3_000, dur: 5_000 });
    expect(scaled[3]).toMatchObject({ name: 'InvalidateLayout', ts: 9_000 });
    expect(scaled[3].dur).toBeUndefined();
  });

  it('leaves tasks that never waited, other threads and the rest of the trace as they were', () => {
    const scaled = toCpuTimeTrace(original);
    expect(scaled.metadata).toEqual({ source: 'test' });
    expect(scaled.traceEvents.slice(4)).toEqual(original.traceEvents.slice(4));
  });

  it('does not change the trace it was given', () => {
    const copy = structuredClone(original);
    toCpuTimeTrace(original);
    expect(original).toEqual(copy);
  });

  it('never lets a shrunk task run past its recorded end or a CPU time above the wall time stretch it', () => {
    const odd = {
      traceEvents: [threadName(7, 1, 'CrRendererMain'), task(0, 10_000, 12_000), child('Layout', 2_000, 5_000)],
    };
    expect(toCpuTimeTrace(odd).traceEvents.slice(1)).toEqual(odd.traceEvents.slice(1));
  });

  it('scales a task recorded inside another only once, with the outer one', () => {
    const nested = {
      traceEvents: [threadName(7, 1, 'CrRendererMain'), task(0, 20_000, 10_000), task(4_000, 8_000, 8_000)],
    };
    expect(toCpuTimeTrace(nested).traceEvents[2]).toMatchObject({ ts: 2_000, dur: 4_000 });
  });
});
