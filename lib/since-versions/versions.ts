import semver from 'semver';

const STABLE = /^\d+\.\d+\.\d+$/;
/** The range forms toolkit releases use: `^x.y.z`, `~x.y.z`, `x.y.z`, `>=x.y.z` (or `=x.y.z`). */
const COMPARATOR = /^(\^|~|>=|=)?\s*v?\d+\.\d+\.\d+$/;

/** Whether a version string is a stable release (no prerelease or build tag). */
export function isStable(version: string): boolean {
  return STABLE.test(version);
}

function stable(version: string): string {
  if (!isStable(version)) throw new Error(`Not a stable version: ${version}`);
  return version;
}

/** Semver order of stable versions (1.10.0 comes after 1.9.0); prereleases are refused rather than guessed. */
export function compareVersions(a: string, b: string): number {
  return semver.compare(stable(a), stable(b));
}

/** Stable versions of the given majors, up to and including `upTo`, oldest first. */
export function selectVersions(all: readonly string[], majors: readonly number[], upTo: string): string[] {
  return all
    .filter(isStable)
    .filter((version) => majors.includes(semver.major(version)) && compareVersions(version, upTo) <= 0)
    .sort(compareVersions);
}

/**
 * The oldest stable version that satisfies a dependency range, by semver's
 * rules. Only the forms toolkit releases use are accepted (`^x.y.z`, `~x.y.z`,
 * `x.y.z`, `>=x.y.z`, and `a || b` unions of those): a new form in a release is
 * an error to look at rather than something resolved unseen.
 */
export function lowestSatisfying(range: string, available: readonly string[]): string {
  for (const alternative of range.split('||').map((part) => part.trim()))
    if (!COMPARATOR.test(alternative)) throw new Error(`Unsupported dependency range "${alternative}"`);
  const lowest = semver.minSatisfying(available.filter(isStable), range);
  if (lowest === null) throw new Error(`No published version satisfies "${range}"`);
  return lowest;
}
