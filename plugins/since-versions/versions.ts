/** A stable `major.minor.patch` version. */
type Triple = readonly [number, number, number];

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

/** Whether a version string is a stable release (no prerelease or build tag). */
export function isStable(version: string): boolean {
  return STABLE.test(version);
}

function parse(version: string): Triple {
  const match = STABLE.exec(version);
  if (!match) throw new Error(`Not a stable version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Numeric semver order of stable versions (1.10.0 comes after 1.9.0). */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parse(a), parse(b)];
  for (let index = 0; index < 3; index++) if (left[index] !== right[index]) return left[index]! - right[index]!;
  return 0;
}

/** Stable versions of the given majors, up to and including `upTo`, oldest first. */
export function selectVersions(all: readonly string[], majors: readonly number[], upTo: string): string[] {
  return all
    .filter(isStable)
    .filter((version) => majors.includes(parse(version)[0]) && compareVersions(version, upTo) <= 0)
    .sort(compareVersions);
}

/**
 * The oldest stable version that satisfies a dependency range. Supports the
 * forms toolkit releases use: `^x.y.z`, `~x.y.z`, `x.y.z`, `>=x.y.z`, and
 * `a || b` unions of those; anything else is an error rather than a guess.
 */
export function lowestSatisfying(range: string, available: readonly string[]): string {
  const alternatives = range.split('||').map((part) => part.trim());
  const candidates = available
    .filter(isStable)
    .sort(compareVersions)
    .filter((version) => alternatives.some((alternative) => satisfies(version, alternative)));
  if (candidates.length === 0) throw new Error(`No published version satisfies "${range}"`);
  return candidates[0]!;
}

function satisfies(version: string, comparator: string): boolean {
  const match = /^(\^|~|>=|=)?\s*v?(\d+\.\d+\.\d+)$/.exec(comparator);
  if (!match) throw new Error(`Unsupported dependency range "${comparator}"`);
  const [operator = '=', floor] = [match[1], match[2]!];
  const [major, minor] = parse(floor);
  const at = parse(version);
  if (compareVersions(version, floor) < 0) return false;
  switch (operator) {
    case '>=':
      return true;
    case '=':
      return compareVersions(version, floor) === 0;
    case '~':
      return at[0] === major && at[1] === minor;
    default:
      // Caret: the left-most non-zero part must stay the same.
      return major > 0
        ? at[0] === major
        : minor > 0
          ? at[0] === 0 && at[1] === minor
          : compareVersions(version, floor) === 0;
  }
}
