/** Fetches a page's Markdown; rejects on a network failure or a non-2xx answer. */
export async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Outcome of writing text to the clipboard: done, or why the reader must copy it by hand. */
export type ClipboardResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'unavailable' | 'denied' };

/** Writes text with the async Clipboard API, reporting (never throwing) when it is missing or refused. */
export async function writeClipboard(text: string): Promise<ClipboardResult> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return { ok: false, reason: 'unavailable' };
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'denied' };
  }
}
