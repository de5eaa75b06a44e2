import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ColourMode, DrawnDiagram as Drawn } from '@site/src/diagrams/drawn-diagram';
import { useBeforePaint } from '@site/src/lib/use-before-paint';
import { ADOPTED_MARKUP, isAdoptingServerMarkup } from '@site/src/static-article/server-markup';
import styles from './styles.module.css';

type Markup = Readonly<Record<ColourMode, string>>;

type State =
  | { readonly status: 'adopted' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly markup: Markup }
  | { readonly status: 'failed' };

interface Props {
  readonly drawn: Drawn;
  readonly className: string;
  readonly style: CSSProperties | undefined;
  /** What to show if the drawing cannot be fetched: the diagram drawn in the browser. */
  readonly fallback: ReactNode;
}

async function fetchMarkup(urls: Drawn['urls']): Promise<Markup> {
  const [light, dark] = await Promise.all(
    [urls.light, urls.dark].map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    }),
  );
  return { light: light!, dark: dark! };
}

/**
 * A diagram drawn at build time, in both colour modes (CSS shows the one that
 * matches). The server inlines the SVGs and the first page keeps them as they
 * are, so the browser bundle never carries them; a page reached by client-side
 * navigation fetches the two files instead.
 */
export function DrawnDiagram({ drawn, className, style, fallback }: Props): ReactNode {
  const [state, setState] = useState<State>(() => {
    if (drawn.markup) return { status: 'ready', markup: drawn.markup };
    return isAdoptingServerMarkup() ? { status: 'adopted' } : { status: 'loading' };
  });
  const canvasRef = useRef<HTMLDivElement>(null);
  useBeforePaint(() => {
    // Hydration failed and React rendered the page from nothing: there is no server markup to keep.
    if (state.status === 'adopted' && !canvasRef.current?.hasChildNodes()) setState({ status: 'loading' });
  }, [state.status]);
  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let current = true;
    fetchMarkup(drawn.urls).then(
      (markup) => current && setState({ status: 'ready', markup }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [state.status, drawn.urls]);

  if (state.status === 'adopted') {
    return (
      <div
        ref={canvasRef}
        className={className}
        style={style}
        data-diagram-canvas=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={ADOPTED_MARKUP}
      />
    );
  }
  return (
    <div ref={canvasRef} className={className} style={style} data-diagram-canvas="">
      {state.status === 'ready' && (
        <>
          <div className={styles.lightDrawing} dangerouslySetInnerHTML={{ __html: state.markup.light }} />
          <div className={styles.darkDrawing} dangerouslySetInnerHTML={{ __html: state.markup.dark }} />
        </>
      )}
      {state.status === 'failed' && fallback}
    </div>
  );
}
