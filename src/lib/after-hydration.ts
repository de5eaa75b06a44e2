const HYDRATED = 'data-has-hydrated';

/**
 * Runs `run` once React has hydrated the page (Docusaurus then marks
 * `<html data-has-hydrated="true">`): at once if it has. Hydration runs in
 * steps with idle time between them (src/startup); work that can wait should
 * not take those gaps.
 */
export function afterHydration(run: () => void): void {
  const root = document.documentElement;
  if (root.getAttribute(HYDRATED) === 'true') {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.getAttribute(HYDRATED) !== 'true') return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED] });
}
