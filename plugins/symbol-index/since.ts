import semver from 'semver';
import type { SinceData } from '../../lib/since-versions/since-data';

/** `data/since-versions.json`: the first release of each export and option. */
export type SinceVersions = SinceData;

/**
 * Versions before this are not worth a badge. Everything in 1.x is what every
 * reader of these docs (written for 2.x) already has; the 2.0 rewrite and each
 * 2.x minor added APIs a reader on an older 2.x or on 1.9 may lack, so those
 * are the ones a "since" badge helps with.
 */
export const BADGE_FROM = '2.0.0';

/** The version if it deserves a badge: from BADGE_FROM on, and newer than the first version scanned. */
export function noteworthy(data: SinceVersions, version: string | undefined): string | undefined {
  if (!version) return undefined;
  const first = semver.sort([...data.versionsScanned])[0];
  if (semver.lt(version, BADGE_FROM)) return undefined;
  if (first !== undefined && semver.lte(version, first)) return undefined;
  return version;
}

/** The noteworthy first version of an export at an entry point. */
export function sinceOfExport(data: SinceVersions, entryPoint: string, name: string): string | undefined {
  return noteworthy(data, data.exports[entryPoint]?.[name]);
}

/** The noteworthy first version of an option or field of a surface. */
export function sinceOfOption(data: SinceVersions, surface: string, name: string): string | undefined {
  return noteworthy(data, data.options[surface]?.[name]);
}

/** `2.6.0` → `2.6`. */
export function shortVersion(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}
