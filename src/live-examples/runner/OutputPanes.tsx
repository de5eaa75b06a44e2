import React from 'react';
import type { ActionEntry, ConsoleEntry } from './use-live-run';
import styles from './styles.module.css';

interface Props {
  readonly consoleEntries: readonly ConsoleEntry[];
  readonly actions: readonly ActionEntry[];
  readonly requests: readonly string[];
  readonly onClear: () => void;
}

/**
 * The console (with file and line for errors), the dispatched actions with the state after each, and the requests.
 * The lists scroll, so each is a tab stop (keyboard users can scroll them); their titles are not headings, which
 * would break the page's outline wherever the example sits.
 */
export default function OutputPanes({ consoleEntries, actions, requests, onClear }: Props): JSX.Element {
  return (
    <div className={styles.panes}>
      <section className={styles.pane} aria-label="Console">
        <div className={styles.paneHeader}>
          <p className={styles.paneTitle}>Console</p>
          <button type="button" className={styles.smallButton} onClick={onClear}>
            Clear
          </button>
        </div>
        <ol className={styles.log} aria-live="polite" aria-label="Console output" tabIndex={0}>
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
          <p className={styles.paneTitle}>Actions and state</p>
        </div>
        <ol className={styles.log} aria-label="Dispatched actions" tabIndex={0}>
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
            <p className={styles.paneTitle}>Requests</p>
            <ol className={styles.log} aria-label="Requests" tabIndex={0}>
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
