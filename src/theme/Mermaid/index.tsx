import { lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/Mermaid';
import { useOverflowsSideways } from '@site/src/lib/use-overflows-sideways';
import { readDiagramInfo } from './diagram-source';
import styles from './styles.module.css';

/**
 * The Mermaid renderer (and the Mermaid library behind it) in async chunks of
 * their own: only pages with a diagram download them, once the page is hydrated.
 */
const MermaidRenderer = lazy(() => import('@theme-original/Mermaid'));

type CanvasStyle = CSSProperties & Record<'--diagram-width' | '--diagram-ratio', string>;

/**
 * A Mermaid diagram in a figure: the caption comes from its `accTitle`, and the
 * space its `%% size` declares is reserved in the server HTML, so the page does
 * not move when the SVG arrives (or is redrawn for the other colour mode). On
 * narrow screens a wide diagram keeps a readable size and scrolls sideways; it
 * is then a tab stop, so keyboard users can scroll it too.
 */
export default function Mermaid({ value }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scrollerRef);
  const { title, size } = readDiagramInfo(value);
  const canvasStyle: CanvasStyle | undefined = size && {
    '--diagram-width': `${size.width}px`,
    '--diagram-ratio': `${size.width} / ${size.height}`,
  };
  return (
    <figure className={styles.diagram}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': title ?? 'Diagram' } : {})}
      >
        <div className={size ? styles.canvas : styles.canvasUnsized} style={canvasStyle} data-diagram-canvas="">
          {isBrowser && (
            <Suspense fallback={null}>
              <MermaidRenderer value={value} />
            </Suspense>
          )}
        </div>
      </div>
      {title && <figcaption className={styles.caption}>{title}</figcaption>}
    </figure>
  );
}
