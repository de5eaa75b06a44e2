import type { Observation } from './observation';
import { compareVersions } from './versions';

/** The first version of each name of the newest version, and the names whose first version is unknown. */
export interface FirstVersions {
  readonly since: Readonly<Record<string, string>>;
  /** Names present in the newest version with an unreadable version before their first sighting. */
  readonly unresolved: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * Folds one key's observations across versions (in any order; sorted by
 * semver here) into the first version that contains each name of the newest
 * version. An unreadable version leaves undetermined the names first seen in
 * the next readable version (they may already have been in it); those are
 * reported as unresolved, never guessed. A readable version without the name
 * after an unreadable one settles it: the name is not taken to have appeared,
 * vanished and come back across the gap.
 */
export function foldFirstVersions(observations: ReadonlyMap<string, Observation>): FirstVersions {
  const versions = [...observations.keys()].sort(compareVersions);
  const newest = versions.at(-1);
  if (newest === undefined) return { since: {}, unresolved: [] };
  const latest = observations.get(newest)!;
  if (latest.kind === 'unknown') throw new Error(`The newest version (${newest}) could not be read: ${latest.reason}`);

  const since: Record<string, string> = {};
  const unresolved: { name: string; reason: string }[] = [];
  for (const name of latest.names) {
    let gap: string | undefined;
    for (const version of versions) {
      const observation = observations.get(version)!;
      if (observation.kind === 'unknown') {
        gap ??= `${version}: ${observation.reason}`;
        continue;
      }
      if (!observation.names.includes(name)) {
        gap = undefined;
        continue;
      }
      if (gap === undefined) since[name] = version;
      else unresolved.push({ name, reason: `first seen in ${version}, after unreadable ${gap}` });
      break;
    }
  }
  return { since, unresolved };
}
