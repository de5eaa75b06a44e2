import type { PageHoverData } from './types';

type Controller = typeof import('./controller');

export interface LoadedTypeHover {
  readonly data: PageHoverData;
  readonly controller: Controller;
}

const pages = new Map<string, Promise<LoadedTypeHover>>();

/**
 * Loads a page's hover data and the tooltip code, once per page; both only
 * when a reader first shows interest in a code block. A failed load is
 * forgotten, so a later interaction tries again.
 */
export function loadTypeHover(url: string): Promise<LoadedTypeHover> {
  let loading = pages.get(url);
  if (!loading) {
    loading = Promise.all([import('./controller'), fetchData(url)]).then(([controller, data]) => ({
      controller,
      data,
    }));
    loading.catch(() => pages.delete(url));
    pages.set(url, loading);
  }
  return loading;
}

async function fetchData(url: string): Promise<PageHoverData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Hover data: HTTP ${response.status}`);
  return (await response.json()) as PageHoverData;
}
