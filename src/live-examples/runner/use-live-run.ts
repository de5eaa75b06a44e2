import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExampleFile, HostMessage, LiveExampleData, LiveRuntimeManifest, SandboxMessage } from '../protocol';
import { createTranspiler, type PlacedProblem, type Transpiler } from './transpile-client';

export interface ConsoleEntry {
  readonly id: number;
  readonly level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  readonly text: string;
  readonly place?: string;
}

export interface ActionEntry {
  readonly id: number;
  /** The frame (run) that dispatched it. */
  readonly frame: number;
  readonly type: string;
  readonly action: string;
  readonly state: string;
}

/** One sandbox document: the visible preview, or a run waiting to replace it. */
export interface Frame {
  readonly key: number;
  readonly visible: boolean;
}

export interface LiveRunState {
  readonly frames: readonly Frame[];
  readonly consoleEntries: readonly ConsoleEntry[];
  readonly actions: readonly ActionEntry[];
  readonly requests: ReadonlyArray<{ readonly frame: number; readonly text: string }>;
  /** The run whose preview is shown; the panes show its actions and requests. */
  readonly visibleKey: number | undefined;
  /** The run whose sandbox has confirmed that its next request will fail. */
  readonly failArmedKey: number | undefined;
  readonly status: 'starting' | 'running' | 'ready' | 'failed';
}

interface Runtime {
  readonly manifest: LiveRuntimeManifest;
  readonly vendor: string;
  readonly example: LiveExampleData;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Loads the runtime and the example, once per runner. */
export async function loadRuntime(runtimeUrl: string, exampleUrl: string): Promise<Runtime> {
  const [manifest, example] = await Promise.all([
    fetchText(runtimeUrl).then((text) => JSON.parse(text) as LiveRuntimeManifest),
    fetchText(exampleUrl).then((text) => JSON.parse(text) as LiveExampleData),
  ]);
  return { manifest, example, vendor: await fetchText(manifest.vendor) };
}

const placeOf = (problem: PlacedProblem) =>
  problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}` : undefined;

/**
 * Runs an example in sandbox documents: transpiles in a worker, loads a fresh
 * sandbox per run, and shows it only once it has started, so a broken edit
 * leaves the last good preview in place. Collects console output, actions and requests.
 */
export function useLiveRun(runtime: Runtime | undefined, colorMode: 'light' | 'dark') {
  const [state, setState] = useState<LiveRunState>({
    frames: [],
    consoleEntries: [],
    actions: [],
    requests: [],
    visibleKey: undefined,
    failArmedKey: undefined,
    status: 'starting',
  });
  const transpiler = useRef<Transpiler>();
  const frameWindows = useRef(new Map<number, Window>());
  const pendingRuns = useRef(new Map<number, HostMessage>());
  const visibleKey = useRef<number>();
  const counter = useRef(0);
  const nextId = () => (counter.current += 1);

  const log = useCallback((entry: Omit<ConsoleEntry, 'id'>) => {
    setState((current) => ({
      ...current,
      consoleEntries: [...current.consoleEntries, { ...entry, id: nextId() }].slice(-200),
    }));
  }, []);

  useEffect(() => {
    transpiler.current = createTranspiler();
    return () => transpiler.current?.dispose();
  }, []);

  const run = useCallback(
    async (files: readonly ExampleFile[]) => {
      if (!runtime || !transpiler.current) return;
      // The benchmark (scripts/bench-examples.ts) reads how long each run takes to show its preview.
      performance.mark('live-example:run-start');
      setState((current) => ({ ...current, status: 'running' }));
      const result = await transpiler.current.transpile(
        files,
        Object.keys(runtime.manifest.facades),
        runtime.example.entry,
      );
      if ('problem' in result) {
        log({ level: 'error', text: result.problem.message, place: placeOf(result.problem) });
        setState((current) => ({ ...current, status: 'failed' }));
        return;
      }
      const key = nextId();
      pendingRuns.current.set(key, {
        type: 'run',
        vendor: runtime.vendor,
        facades: runtime.manifest.facades,
        modules: result.modules,
        entry: runtime.example.entry,
        colorMode,
      });
      setState((current) => ({
        ...current,
        frames: [...current.frames.filter((frame) => frame.visible), { key, visible: false }],
      }));
    },
    [runtime, colorMode, log],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent<SandboxMessage>) => {
      const key = [...frameWindows.current].find(([, frameWindow]) => frameWindow === event.source)?.[0];
      if (key === undefined || typeof event.data !== 'object' || event.data === null) return;
      const message = event.data;
      if (message.type === 'ready') {
        const pending = pendingRuns.current.get(key);
        if (pending) (event.source as Window).postMessage(pending, '*');
      } else if (message.type === 'started') {
        pendingRuns.current.delete(key);
        performance.measure('live-example:preview', 'live-example:run-start');
        visibleKey.current = key;
        setState((current) => ({
          ...current,
          status: 'ready',
          visibleKey: key,
          actions: current.actions.filter((entry) => entry.frame >= key),
          requests: current.requests.filter((entry) => entry.frame >= key),
          frames: current.frames
            .filter((frame) => frame.key >= key)
            .map((frame) => (frame.key === key ? { ...frame, visible: true } : frame)),
        }));
      } else if (message.type === 'error') {
        log({ level: 'error', text: message.message, place: placeOf(message) });
        if (key !== visibleKey.current && pendingRuns.current.delete(key)) {
          setState((current) => ({
            ...current,
            status: 'failed',
            frames: current.frames.filter((frame) => frame.key !== key),
          }));
        }
      } else if (message.type === 'console') {
        log({ level: message.level, text: message.text });
      } else if (message.type === 'action' && key >= (visibleKey.current ?? 0)) {
        const type = /"type":\s*"([^"]*)"/.exec(message.action)?.[1] ?? '(no type)';
        const entry = { id: nextId(), frame: key, type, action: message.action, state: message.state };
        setState((current) => ({ ...current, actions: [...current.actions, entry].slice(-100) }));
      } else if (message.type === 'request' && key >= (visibleKey.current ?? 0)) {
        const entry = { frame: key, text: `${message.method} ${message.url} → ${message.status}` };
        setState((current) => ({ ...current, requests: [...current.requests, entry].slice(-50) }));
      } else if (message.type === 'fail-next') {
        setState((current) => ({
          ...current,
          failArmedKey: message.armed ? key : current.failArmedKey === key ? undefined : current.failArmedKey,
        }));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [log]);

  /** Registers a sandbox iframe's window, so its messages are told apart from other frames'. */
  const registerFrame = useCallback((key: number, frame: HTMLIFrameElement | null) => {
    if (frame?.contentWindow) frameWindows.current.set(key, frame.contentWindow);
    else frameWindows.current.delete(key);
  }, []);

  /** Asks the shown preview's sandbox to fail its next request, or not; `state.failArmedKey` follows its answer. */
  const setFailNextRequest = useCallback((armed: boolean) => {
    const key = visibleKey.current;
    const frameWindow = key === undefined ? undefined : frameWindows.current.get(key);
    frameWindow?.postMessage({ type: 'fail-next-request', armed } satisfies HostMessage, '*');
  }, []);

  const clearOutput = useCallback(() => {
    setState((current) => ({ ...current, consoleEntries: [], actions: [], requests: [] }));
  }, []);

  return { state, run, registerFrame, setFailNextRequest, clearOutput };
}
