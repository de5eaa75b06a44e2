/**
 * Whether React is adopting markup the server rendered: true in the browser
 * from the start until the first page has been hydrated, false on the server,
 * in the development server (which renders in the browser from nothing) and
 * for every page reached by client-side navigation.
 */
let adopting = typeof document !== 'undefined' && (document.getElementById('__docusaurus')?.hasChildNodes() ?? false);

export function isAdoptingServerMarkup(): boolean {
  return adopting;
}

/** Called once the first page's hydration has committed. */
export function serverMarkupAdopted(): void {
  adopting = false;
}

/**
 * The `dangerouslySetInnerHTML` of an element that keeps the server's content:
 * React adopts the element and, since the value never changes, never writes
 * or reads what is inside it.
 */
export const ADOPTED_MARKUP = { __html: '' } as const;
