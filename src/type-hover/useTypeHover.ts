import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadTypeHover, type LoadedTypeHover } from './load';
import type { TypeHoverController } from './controller';

export type TypeHoverStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface TypeHover {
  readonly status: TypeHoverStatus;
  readonly keyboardMode: boolean;
  /** Starts loading (on pointer enter or focus): the data and the tooltip code arrive once per page. */
  readonly prepare: () => void;
  readonly toggleKeyboardMode: () => void;
}

/**
 * Types on hover for one code block. `src` is the page's hover data file (set
 * at build time on blocks that have data); `key` is the block's content key;
 * `html` is the markup the block shows, so marks are redone when it changes.
 */
export function useTypeHover(
  src: string | undefined,
  key: string,
  codeRef: RefObject<HTMLElement>,
  html: string,
): TypeHover {
  const url = useBaseUrl(src ?? '/');
  const [status, setStatus] = useState<TypeHoverStatus>('idle');
  const [loaded, setLoaded] = useState<LoadedTypeHover>();
  const [keyboardMode, setKeyboardMode] = useState(false);
  const controller = useRef<TypeHoverController>();
  const focusFirst = useRef(false);

  const prepare = useCallback(() => {
    if (!src || status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loadTypeHover(url).then(
      (result) => {
        setLoaded(result);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  }, [src, status, url]);

  useEffect(() => {
    const code = codeRef.current;
    const entries = loaded?.data.blocks[key];
    if (!loaded || !code || !entries) return undefined;
    const attached = loaded.controller.attachTypeHover(code, entries, loaded.data.texts);
    controller.current = attached;
    return () => {
      attached.destroy();
      controller.current = undefined;
    };
  }, [loaded, key, html, codeRef]);

  useEffect(() => {
    if (!controller.current) return; // not loaded yet: runs again when it is
    controller.current.setKeyboardMode(keyboardMode, focusFirst.current);
    focusFirst.current = false;
  }, [keyboardMode, loaded, html]);

  const toggleKeyboardMode = useCallback(() => {
    prepare();
    focusFirst.current = !keyboardMode;
    setKeyboardMode(!keyboardMode);
  }, [prepare, keyboardMode]);

  return { status, keyboardMode, prepare, toggleKeyboardMode };
}
