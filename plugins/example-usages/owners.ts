import type { PageOutline } from './page-outline';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const namesIn = (text: string) => new Set(text.match(IDENTIFIER) ?? []);

/**
 * Which API page owns each export: the page whose title names it, else the
 * first page (in the given order) whose headings name it. Exports no page
 * names are left out.
 */
export function exportOwners(apiPages: readonly PageOutline[], exportNames: Iterable<string>): Map<string, string> {
  const owners = new Map<string, string>();
  const titled = apiPages.map((page) => ({ page, names: namesIn(page.title) }));
  const headed = apiPages.map((page) => ({
    page,
    names: new Set(page.headings.filter((heading) => heading.depth >= 2).flatMap((h) => [...namesIn(h.text)])),
  }));
  for (const name of exportNames) {
    const owner =
      titled.find(({ names }) => names.has(name))?.page ?? headed.find(({ names }) => names.has(name))?.page;
    if (owner) owners.set(name, owner.docPath);
  }
  return owners;
}
