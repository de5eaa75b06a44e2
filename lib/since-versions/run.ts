import type { Surface } from '../toolkit-api/surfaces';
import { ensureVersion, PACKAGE_NAME } from './cache';
import type { VersionReading } from './observation';
import { loadReading, readingFingerprint, saveReading } from './reading-cache';
import { readVersion } from './read-version';
import type { Registry } from './registry';
import { selectVersions } from './versions';

export interface ScanOptions {
  readonly registry: Registry;
  readonly cacheDir: string;
  /** The installed toolkit version; newer releases are ignored. */
  readonly pinned: string;
  readonly majors: readonly number[];
  readonly entryPoints: readonly string[];
  readonly surfaces: readonly Surface[];
  readonly onVersion?: (version: string, index: number, total: number) => void;
  /** Reuse readings saved by an earlier run of the same code (default true). */
  readonly reuseReadings?: boolean;
}

/**
 * Downloads (or reuses) every stable release up to the pinned one and reads
 * each; readings are cached next to the files, keyed by a fingerprint of the
 * code that makes them.
 */
export async function scanVersions(options: ScanOptions): Promise<VersionReading[]> {
  const packument = await options.registry.packument(PACKAGE_NAME);
  const versions = selectVersions(Object.keys(packument.versions), options.majors, options.pinned);
  if (versions.at(-1) !== options.pinned)
    throw new Error(`The pinned ${PACKAGE_NAME}@${options.pinned} is not a published stable version`);
  const fingerprint = readingFingerprint(options.entryPoints, options.surfaces);
  const readings: VersionReading[] = [];
  // Downloads run one version ahead of the (CPU-bound) compiler.
  let next = ensureVersion(options.cacheDir, versions[0]!, options.registry);
  for (const [index, version] of versions.entries()) {
    const cached = await next;
    if (index + 1 < versions.length) {
      next = ensureVersion(options.cacheDir, versions[index + 1]!, options.registry);
      next.catch(() => undefined);
    }
    options.onVersion?.(version, index, versions.length);
    const saved = options.reuseReadings === false ? undefined : loadReading(cached.root, version, fingerprint);
    const reading = saved ?? readVersion(cached, options.entryPoints, options.surfaces);
    if (!saved) saveReading(cached.root, reading, fingerprint);
    readings.push(reading);
  }
  return readings;
}
