export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown> & { name?: string };
}
export interface Trace {
  traceEvents: TraceEvent[];
}
export declare function rendererMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined;
export declare function mainThreadCpuShare(trace: Trace | undefined): number;
export declare function toCpuTimeTrace<T extends Trace>(trace: T): T;
