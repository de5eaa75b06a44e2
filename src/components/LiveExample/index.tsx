import React, { Children, lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const LiveRunner = lazy(() => import('@site/src/live-examples/runner/LiveRunner'));

interface Props {
  /** The example's folder name under examples/. */
  readonly name: string;
  readonly title: string;
  /** The file shown first. */
  readonly open: string;
  /** The file paths, one per line, in the order of the code blocks in `children`. */
  readonly files: string;
  /** Shown instead of the code on pages that list many examples (the code appears once it runs). */
  readonly description?: string;
  /** One highlighted code block per file, rendered on the server; none in the compact form. */
  readonly children?: ReactNode;
}

/**
 * A live example: the app's files as highlighted code in tabs, and a Run button.
 * Nothing of the runner (editor, transpiler, sandbox) loads before Run.
 */
export default function LiveExample({ name, title, open, files, description, children }: Props): JSX.Element {
  const paths = files.split('\n');
  const blocks = Children.toArray(children);
  const [active, setActive] = useState(Math.max(0, paths.indexOf(open)));
  const [running, setRunning] = useState(false);
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -active,
      End: paths.length - 1 - active,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (active + move + paths.length) % paths.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const fileTabs = (
    <div role="tablist" aria-label={`Files of ${title}`} className={styles.tabs} onKeyDown={onKeyDown}>
      {paths.map((path, index) => (
        <button
          key={path}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${index}`}
          aria-selected={index === active}
          aria-controls={`${baseId}-panel`}
          tabIndex={index === active ? 0 : -1}
          className={clsx(styles.tab, index === active && styles.activeTab)}
          onClick={() => setActive(index)}
        >
          {path.replace(/^src\//, '')}
        </button>
      ))}
    </div>
  );

  return (
    <section className={styles.example} aria-label={`Live example: ${title}`} data-live-example={name}>
      <div className={styles.header}>
        <p className={styles.title}>
          <span className={styles.badge}>Live example</span> {title}
        </p>
        {!running && (
          <button
            type="button"
            className={clsx('button button--primary button--sm', styles.run)}
            onClick={() => {
              performance.mark('live-example:run');
              setRunning(true);
            }}
          >
            Run
          </button>
        )}
      </div>
      {running ? (
        <Suspense fallback={<p className={styles.loading}>Loading the runner…</p>}>
          <LiveRunner
            name={name}
            title={title}
            activeFile={paths[active]!}
            fileTabs={fileTabs}
            panelId={`${baseId}-panel`}
            tabId={`${baseId}-tab-${active}`}
          />
        </Suspense>
      ) : description !== undefined ? (
        <p className={styles.description}>
          {description} <span className={styles.fileCount}>({paths.length} files)</span>
        </p>
      ) : (
        <>
          {fileTabs}
          <div
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${active}`}
            className={styles.panel}
          >
            {blocks.map((block, index) => (
              <div key={paths[index]} hidden={index !== active}>
                {block}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
