import React from 'react';
import type { ActionEntry, ConsoleEntry } from './use-live-run';
import styles from './styles.module.css';

interface Props {
  readonly consoleEntries: readonly ConsoleEntry[];
  readonly actions: readonly ActionEntry[];
  readonly requests: readonly string[];
  readonly onClear: () => void;
}

/** The console (with file and line for errors), the dispatched actions with the state after each, and the requests. */
export default function OutputPanes({ consoleEntries, actions, requests, onClear }: Props): JSX.Element {
  return (
    <div className={styles.panes}>
      <section className={styles.pane} aria-label="Console">
        <div className={styles.paneHeader}>
          <h3 className={styles.paneTitle}>Console</h3>
          <button type="button" className={styles.smallButton} onClick={onClear}>
            Clear
          </button>
        </div>
        <ol className={styles.log} aria-live="polite">
          {consoleEntries.length === 0 && <li className={styles.empty}>Nothing logged yet.</li>}
          {consoleEntries.map((entry) => (
            <li key={entry.id} className={styles[entry.level]} data-level={entry.level}>
              {entry.place && <span className={styles.place}>{entry.place}</span>} {entry.text}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.pane} aria-label="Actions and state">
        <div className={styles.paneHeader}>
          <h3 className={styles.paneTitle}>Actions and state</h3>
        </div>
        <ol className={styles.log}>
          {actions.length === 0 && <li className={styles.empty}>No action dispatched yet.</li>}
          {actions.map((entry) => (
            <li key={entry.id}>
              <details>
                <summary>{entry.type}</summary>
                <pre className={styles.json}>{entry.action}</pre>
                <p className={styles.stateLabel}>State after it:</p>
                <pre className={styles.json}>{entry.state}</pre>
              </details>
            </li>
          ))}
        </ol>
        {requests.length > 0 && (
          <>
            <h3 className={styles.paneTitle}>Requests</h3>
            <ol className={styles.log} aria-label="Requests">
              {requests.map((request, index) => (
                <li key={index}>{request}</li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
