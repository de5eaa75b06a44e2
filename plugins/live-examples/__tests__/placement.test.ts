import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listExampleNames } from '../examples';
import { listPlacements } from '../placements';

const siteDir = path.resolve(__dirname, '../../..');
const names = listExampleNames(path.join(siteDir, 'examples'));
const placements = listPlacements(path.join(siteDir, 'docs'));
const drives = fs.readFileSync(path.join(siteDir, 'tests/e2e/live-examples/drives.ts'), 'utf8');

describe('live example placement', () => {
  it('names only examples that exist', () => {
    expect(placements.filter((placement) => !names.includes(placement.name))).toEqual([]);
  });

  it.each(names)(
    '%s: is shown in full on a guide or reference page, listed in the gallery, and has a browser test',
    (name) => {
      expect(placements.some((placement) => placement.name === name && !placement.compact)).toBe(true);
      expect(
        placements.some((placement) => placement.name === name && placement.file === 'rtk-query/usage/examples.md'),
      ).toBe(true);
      expect(fs.existsSync(path.join(siteDir, 'tests/e2e/live-examples', `${name}.drive.ts`))).toBe(true);
      expect(drives).toContain(`./${name}.drive'`);
    },
  );
});
