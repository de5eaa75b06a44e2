import { lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/Mermaid';
import drawnDiagrams from '@drawn-diagrams';
import { diagramKey } from '@site/src/diagrams/drawn-diagram';
import { SCROLLS_SIDEWAYS } from '@site/src/lib/overflow-hint';
import { useOverflowsSideways } from '@site/src/lib/use-overflows-sideways';
import { readDiagramInfo } from './diagram-source';
import { DrawnDiagram } from './DrawnDiagram';
import styles from './styles.module.css';

/**
 * The Mermaid renderer (and the Mermaid library behind it) in async chunks of
 * their own, for a diagram the build could not draw: only such pages
 * download them, once the page is hydrated.
 */
const MermaidRenderer = lazy(() => import('@theme-original/Mermaid'));

type CanvasStyle = CSSProperties & Record<'--diagram-width' | '--diagram-ratio', string>;

/**
 * A Mermaid diagram in a figure: the caption comes from its `accTitle`. The
 * build draws the diagram (plugins/diagrams) and the server HTML carries both
 * colour modes' SVGs, CSS showing one, in a box of the drawing's measured size,
 * so the page does not move when a drawing arrives after a client-side
 * navigation. The browser draws it only when the build could not (reserving
 * an optional `%% size`). On narrow screens a wide
 * diagram keeps a readable size and scrolls sideways; it is then a tab stop,
 * so keyboard users can scroll it too.
 */
export default function Mermaid({ value }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scrollerRef);
  const info = readDiagramInfo(value);
  const { title } = info;
  const key = diagramKey(value);
  const drawn = drawnDiagrams[key];
  // The drawing's own size; the source's `%% size` only for a diagram the browser draws.
  const size = drawn?.size ?? info.size;
  const canvasStyle: CanvasStyle | undefined = size && {
    '--diagram-width': `${size.width}px`,
    '--diagram-ratio': `${size.width} / ${size.height}`,
  };
  const fallback = isBrowser && (
    <Suspense fallback={null}>
      <MermaidRenderer value={value} />
    </Suspense>
  );
  return (
    <figure className={styles.diagram}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...{ [SCROLLS_SIDEWAYS]: '' }}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': title ?? 'Diagram' } : {})}
      >
        {drawn ? (
          <DrawnDiagram
            key={key}
            drawn={drawn}
            className={size ? styles.canvas : styles.canvasUnsized}
            style={canvasStyle}
            fallback={fallback}
          />
        ) : (
          <div className={size ? styles.canvas : styles.canvasUnsized} style={canvasStyle} data-diagram-canvas="">
            {fallback}
          </div>
        )}
      </div>
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  );
}
