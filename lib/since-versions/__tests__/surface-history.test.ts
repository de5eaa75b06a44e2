import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileSurfaceProgram, listSurfaceProperties } from '../../toolkit-api/read-exports';
import { ENTRY_POINTS, SURFACES, SURFACE_PREAMBLE } from '../../toolkit-api/surfaces';
import { ALTERNATIVE_PREAMBLE, SURFACE_HISTORY } from '../surface-history';
import { surfaceCandidates } from '../read-version';
import { isStable } from '../versions';

const root = path.resolve(__dirname, '../../..');
const toolkitDir = path.dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json'));

describe('SURFACE_HISTORY', () => {
  it('has an entry for every surface and nothing else, with stable versions', () => {
    expect(Object.keys(SURFACE_HISTORY).sort()).toEqual(SURFACES.map((surface) => surface.name).sort());
    for (const history of Object.values(SURFACE_HISTORY))
      for (const alternative of history.alternatives ?? []) expect(isStable(alternative.before)).toBe(true);
  });

  it('offers alternatives only to versions before their bound, ahead of today’s expression', () => {
    const surface = SURFACES.find((candidate) => candidate.name === 'useQuery options')!;
    expect(surfaceCandidates(surface, '1.9.7')).toHaveLength(2);
    expect(surfaceCandidates(surface, '1.9.7')[1]).toBe(surface.type);
    expect(surfaceCandidates(surface, '2.2.0')).toEqual([surface.type]);
    expect(() => surfaceCandidates({ ...surface, name: 'unknown surface' }, '2.0.0')).toThrow(/No SURFACE_HISTORY/);
  });

  // An alternative must describe the same API: on the pinned toolkit it has to list exactly the same names.
  it('gives every alternative the same properties as today’s expression on the pinned toolkit', () => {
    const pairs = SURFACES.flatMap((surface) =>
      (SURFACE_HISTORY[surface.name]!.alternatives ?? [])
        .filter((alternative) => !alternative.oldArity)
        .map((alternative) => ({ surface, alternative })),
    );
    expect(pairs.length).toBeGreaterThan(15);
    const types = pairs.flatMap(({ surface, alternative }) => [surface.type, alternative.type]);
    const compiled = compileSurfaceProgram(
      ENTRY_POINTS.map((entry) => path.join(toolkitDir, entry.declarations)),
      types,
      `${SURFACE_PREAMBLE}\n${ALTERNATIVE_PREAMBLE}`,
      { virtualDir: root },
    );
    expect(compiled.program.getSemanticDiagnostics(compiled.virtualFile).map((d) => d.messageText)).toEqual([]);
    const properties = compiled.aliases.map((alias) =>
      listSurfaceProperties(compiled.program, compiled.checker, compiled.checker.getTypeAtLocation(alias.type)),
    );
    pairs.forEach(({ surface, alternative }, index) => {
      const [today, older] = [properties[index * 2]!, properties[index * 2 + 1]!];
      expect(today.length, surface.name).toBeGreaterThan(0);
      expect(older, `${surface.name}: ${alternative.type}`).toEqual(today);
    });
  }, 120_000);
});
