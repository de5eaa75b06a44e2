import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useColorMode } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { LIVE_RUNTIME_PATH, liveExamplePath } from '../paths';
import type { ExampleFile } from '../protocol';
import { saveBlob, zipProject } from '../download';
import CodeEditor from './CodeEditor';
import OutputPanes from './OutputPanes';
import { loadRuntime, useLiveRun } from './use-live-run';
import styles from './styles.module.css';

interface Props {
  readonly name: string;
  readonly title: string;
  readonly activeFile: string;
  readonly fileTabs: ReactNode;
  readonly panelId: string;
  readonly tabId: string;
}

/** How long typing must pause before the example runs again. */
const RERUN_DELAY_MS = 400;
const SANDBOX_IS_DEV = process.env.NODE_ENV !== 'production';

/**
 * The running example: an editor for the selected file, the preview, and the
 * console, actions and requests panes. Loaded only when the reader presses Run.
 */
export default function LiveRunner({ name, title, activeFile, fileTabs, panelId, tabId }: Props): JSX.Element {
  const runtimeUrl = useBaseUrl(LIVE_RUNTIME_PATH);
  const exampleUrl = useBaseUrl(liveExamplePath(name));
  const { colorMode } = useColorMode();
  const [runtime, setRuntime] = useState<Awaited<ReturnType<typeof loadRuntime>>>();
  const [loadError, setLoadError] = useState<string>();
  const [files, setFiles] = useState<readonly ExampleFile[]>([]);
  const [generation, setGeneration] = useState(0);
  const { state, run, registerFrame, setFailNextRequest, clearOutput } = useLiveRun(runtime, colorMode);
  const edited = useRef(false);

  useEffect(() => {
    loadRuntime(runtimeUrl, exampleUrl).then(
      (loaded) => {
        setRuntime(loaded);
        setFiles(loaded.example.files);
      },
      (error: unknown) => setLoadError(`The runner could not load: ${(error as Error).message}`),
    );
  }, [runtimeUrl, exampleUrl]);

  // The first run as soon as everything is loaded; later runs after typing pauses.
  useEffect(() => {
    if (!runtime || files.length === 0) return undefined;
    if (!edited.current) {
      void run(files);
      return undefined;
    }
    const timer = setTimeout(() => void run(files), RERUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [runtime, files, run]);

  useEffect(() => {
    if (state.status === 'ready' && !edited.current && performance.getEntriesByName('live-example:run').length > 0) {
      performance.measure('live-example:first-preview', 'live-example:run');
    }
  }, [state.status]);

  const onChange = useCallback((path: string, code: string) => {
    edited.current = true;
    setFiles((current) => current.map((file) => (file.path === path ? { path, code } : file)));
  }, []);

  const reset = () => {
    if (!runtime) return;
    edited.current = true;
    setFiles(runtime.example.files);
    setGeneration((value) => value + 1);
  };

  const download = () => {
    if (!runtime) return;
    saveBlob(zipProject(`rtk-example-${name}`, files, runtime.example.scaffold), `rtk-example-${name}.zip`);
  };

  const requests = useMemo(
    () => state.requests.filter((entry) => entry.frame === state.visibleKey).map((entry) => entry.text),
    [state.requests, state.visibleKey],
  );
  const actions = useMemo(
    () => state.actions.filter((entry) => entry.frame === state.visibleKey),
    [state.actions, state.visibleKey],
  );
  // A new run's sandbox starts unarmed, so the control only shows what the shown preview will do.
  const failArmed = state.failArmedKey !== undefined && state.failArmedKey === state.visibleKey;
  const activeCode = files.find((file) => file.path === activeFile)?.code;
  const statusText = loadError ?? STATUS_TEXT[runtime ? state.status : 'loading'];

  return (
    <div className={styles.runner} data-run-status={loadError ? 'load-failed' : state.status}>
      {fileTabs}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId}>
        {activeCode === undefined ? (
          <p className={styles.loading}>Loading the example…</p>
        ) : (
          <CodeEditor path={activeFile} code={activeCode} onChange={onChange} generation={generation} />
        )}
      </div>
      <div className={styles.toolbar}>
        <button type="button" className={styles.smallButton} onClick={reset} disabled={!runtime}>
          Reset
        </button>
        <button
          type="button"
          className={styles.smallButton}
          aria-pressed={failArmed}
          onClick={() => setFailNextRequest(!failArmed)}
          disabled={!runtime}
        >
          Fail next request
        </button>
        <button type="button" className={styles.smallButton} onClick={download} disabled={!runtime}>
          Download
        </button>
        <span className={styles.status} role="status">
          {statusText}
        </span>
      </div>
      <div className={styles.preview}>
        {runtime &&
          state.frames.map((frame) => (
            <iframe
              key={frame.key}
              ref={(element) => registerFrame(frame.key, element)}
              title={`Preview of ${title}`}
              src={runtime.manifest.sandbox}
              // In production the sandbox document's own CSP sandboxes it (see plugins/live-examples);
              // the development server sends no such header, so the attribute does it there.
              sandbox={SANDBOX_IS_DEV ? 'allow-scripts allow-forms' : undefined}
              className={clsx(styles.frame, !frame.visible && styles.pendingFrame)}
              tabIndex={frame.visible ? undefined : -1}
              aria-hidden={frame.visible ? undefined : true}
            />
          ))}
      </div>
      <OutputPanes consoleEntries={state.consoleEntries} actions={actions} requests={requests} onClear={clearOutput} />
    </div>
  );
}

const STATUS_TEXT = {
  loading: 'Loading the runner…',
  starting: 'Starting…',
  running: 'Running…',
  ready: 'Preview up to date',
  failed: 'The last change did not run: see the console',
} as const;
