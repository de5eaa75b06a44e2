import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFERRABLE_ROOTS, INERT_MDX_NAMES } from '../inert-markdown';

const ROOT = path.resolve(__dirname, '../../..');
const ours = fs.readFileSync(path.join(ROOT, 'src/theme/MDXComponents/index.tsx'), 'utf8');
const original = fs.readFileSync(
  path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js'),
  'utf8',
);

/** The component an MDX components map gives a name, as written in its source. */
function entryOf(source: string, name: string): string | undefined {
  return new RegExp(`^\\s*${name}: (.+)$`, 'm').exec(source)?.[1];
}

// The build decides from these lists, without running the page, that a block is inert; the
// components map decides what actually renders. This keeps the two from drifting apart.
describe('the names the build treats as inert', () => {
  it('are, in our components map, kept blocks or components registered as inert', () => {
    for (const name of INERT_MDX_NAMES) {
      const entry = entryOf(ours, name);
      if (entry !== undefined) expect(entry, name).toMatch(/^staticBlock\(/);
      else if (entryOf(original, name) !== undefined)
        expect(ours, `${name} comes from Docusaurus's map: register it`).toContain(
          `registerInert(MDXComponents.${name}`,
        );
    }
  });

  it('defer each root to the tag its kept block renders', () => {
    for (const [name, tag] of Object.entries(DEFERRABLE_ROOTS)) {
      expect(entryOf(ours, name), name).toMatch(new RegExp(`^staticBlock\\(.*, '${tag}'\\),$`));
    }
  });
});
