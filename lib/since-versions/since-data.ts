import { foldFirstVersions } from './fold';
import type { Observation, VersionReading } from './observation';
import { compareVersions } from './versions';

/** The committed data file: the first version of every export and option of the pinned toolkit. */
export interface SinceData {
  readonly package: string;
  readonly pinned: string;
  readonly versionsScanned: readonly string[];
  /** Entry point → export name → first version that exports it from that entry point. */
  readonly exports: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Surface name → option or field name → first version that has it. */
  readonly options: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A name left out of the data because its first version could not be determined. */
export interface UnresolvedName {
  readonly list: string;
  readonly name: string;
  readonly reason: string;
}

/** Builds the data file from the readings of every scanned version (the pinned one included). */
export function buildSinceData(
  packageName: string,
  pinned: string,
  readings: readonly VersionReading[],
): { data: SinceData; unresolved: UnresolvedName[] } {
  const versions = readings.map((reading) => reading.version).sort(compareVersions);
  if (versions.at(-1) !== pinned) throw new Error(`The newest version read must be the pinned ${pinned}`);
  const unresolved: UnresolvedName[] = [];
  const fold = (pick: (reading: VersionReading) => ReadonlyMap<string, Observation>) => {
    const byList = new Map<string, Map<string, Observation>>();
    for (const reading of readings) {
      for (const [list, observation] of pick(reading)) {
        if (!byList.has(list)) byList.set(list, new Map());
        byList.get(list)!.set(reading.version, observation);
      }
    }
    const result: Record<string, Record<string, string>> = {};
    for (const [list, observations] of byList) {
      const { since, unresolved: missing } = foldFirstVersions(observations);
      result[list] = since;
      unresolved.push(...missing.map((item) => ({ list, ...item })));
    }
    return result;
  };
  const data: SinceData = {
    package: packageName,
    pinned,
    versionsScanned: versions,
    exports: fold((reading) => reading.exports),
    options: fold((reading) => reading.options),
  };
  return { data, unresolved };
}

/** JSON with sorted keys (by code unit, independent of locale) and a final newline. */
export function serializeSinceData(data: SinceData): string {
  return `${JSON.stringify(sortKeys(data), null, 2)}\n`;
}

function sortKeys(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  // The top level keeps its documented order; every map below it is sorted.
  if (depth > 0) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item, depth + 1)]));
}

/** How many names of each list date from a given version (the first one scanned, in the summary). */
export function countFromVersion(lists: SinceData['exports'], version: string): number {
  return Object.values(lists).reduce(
    (sum, names) => sum + Object.values(names).filter((since) => since === version).length,
    0,
  );
}
