import path from 'node:path';
import { createDeclarationProgram, listRuntimeExports } from '../../lib/toolkit-api/read-exports';
import {
  ENTRY_POINTS,
  SURFACES,
  SURFACE_PREAMBLE,
  UNDOCUMENTED_EXPORTS,
  surfaceOptionNames,
  type Surface,
} from '../../lib/toolkit-api/surfaces';

/** How much of one list of names the docs document. */
export interface CoverageLine {
  readonly name: string;
  /** The page (or folders) that must document the names. */
  readonly owner: string;
  readonly total: number;
  readonly documented: number;
  readonly missing: readonly string[];
}

export interface CoverageReport {
  readonly entryPoints: readonly CoverageLine[];
  readonly surfaces: readonly CoverageLine[];
}

/** The documented names of each page, keyed by its path relative to docs/ (e.g. `api/createSlice.md`). */
export type PageNames = ReadonlyMap<string, ReadonlySet<string>>;

/** Reads the toolkit's declarations and compares them with the names each page documents. */
export function buildCoverageReport(
  toolkitDir: string,
  pages: PageNames,
  surfaces: readonly Surface[] = SURFACES,
): CoverageReport {
  const entryFiles = ENTRY_POINTS.map((entry) => path.join(toolkitDir, entry.declarations));
  const program = createDeclarationProgram(
    entryFiles,
    surfaces.map((surface) => surface.type),
    SURFACE_PREAMBLE,
  );

  const entryPoints = ENTRY_POINTS.map((entry, index) => {
    const owned = namesOfPages(pages, (page) => entry.ownerFolders.some((folder) => page.startsWith(folder)));
    const wanted = listRuntimeExports(program, entryFiles[index]!).filter((name) => !(name in UNDOCUMENTED_EXPORTS));
    return line(entry.name, entry.ownerFolders.join(', '), wanted, owned);
  });

  const surfaceLines = surfaces.map((surface, index) => {
    const wanted = surfaceOptionNames(surface, program.surfaceProperties[index]!);
    return line(surface.name, surface.page, wanted, pages.get(surface.page) ?? new Set());
  });

  return { entryPoints, surfaces: surfaceLines };
}

function namesOfPages(pages: PageNames, include: (page: string) => boolean): Set<string> {
  const names = new Set<string>();
  for (const [page, pageNames] of pages) if (include(page)) for (const name of pageNames) names.add(name);
  return names;
}

function line(name: string, owner: string, wanted: readonly string[], documented: ReadonlySet<string>): CoverageLine {
  const unique = [...new Set(wanted)];
  const missing = unique.filter((candidate) => !documented.has(candidate));
  return { name, owner, total: unique.length, documented: unique.length - missing.length, missing };
}

/** Percentage with one decimal; an empty list counts as fully covered. */
export function percent({ total, documented }: Pick<CoverageLine, 'total' | 'documented'>): number {
  return total === 0 ? 100 : Math.floor((documented / total) * 1000) / 10;
}

/** Sums lines into one figure (used for the option lists as a whole). */
export function combine(name: string, lines: readonly CoverageLine[]): CoverageLine {
  return {
    name,
    owner: 'several pages',
    total: lines.reduce((sum, item) => sum + item.total, 0),
    documented: lines.reduce((sum, item) => sum + item.documented, 0),
    missing: lines.flatMap((item) => item.missing.map((missing) => `${item.name}: ${missing}`)),
  };
}
