import type { SinceData } from '../since-versions/since-data';

/** `data/since-versions.json`: the first release of each export and option. */
export type SinceVersions = SinceData;

/**
 * Versions before this are not worth a badge. Everything in 1.x is what every
 * reader of these docs (written for 2.x) already has; the 2.0 rewrite and each
 * 2.x minor added APIs a reader on an older 2.x or on 1.9 may lack, so those
 * are the ones a "since" badge helps with.
 */
export const BADGE_FROM = '2.0.0';

/** Compares two `x.y.z` versions numerically (1.10.0 after 1.9.0). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) =>
    version
      .split(/[.-]/)
      .slice(0, 3)
      .map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parse(a), parse(b)];
  for (let index = 0; index < 3; index++) {
    const difference = left[index]! - right[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The version if it deserves a badge: from BADGE_FROM on, and newer than the first version scanned. */
export function noteworthy(data: SinceVersions, version: string | undefined): string | undefined {
  if (!version) return undefined;
  const first = [...data.versionsScanned].sort(compareVersions)[0];
  if (compareVersions(version, BADGE_FROM) < 0) return undefined;
  if (first !== undefined && compareVersions(version, first) <= 0) return undefined;
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
