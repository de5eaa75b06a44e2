/** Runs `run` once the page's load event has fired: at once if it already has. */
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
