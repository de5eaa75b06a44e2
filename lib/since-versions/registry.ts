import { createHash } from 'node:crypto';
import { list, type ReadEntry } from 'tar';

/** One regular file of a published package. */
export interface TarFile {
  readonly path: string;
  readonly data: Buffer;
}

/** The parts of a registry packument (abbreviated form) this tool reads. */
export interface Packument {
  readonly name: string;
  readonly versions: Readonly<
    Record<string, { readonly dist: { readonly tarball: string; readonly integrity?: string } }>
  >;
}

/** Registry access with a running count of tarball bytes downloaded. */
export interface Registry {
  packument(name: string): Promise<Packument>;
  /** The files of a published version, paths relative to the package root. */
  files(name: string, version: string): Promise<TarFile[]>;
  readonly bytesDownloaded: () => number;
}

/** A registry client over `fetch`; packuments and tarballs are memoized for the run. */
export function createRegistry(registryUrl: string): Registry {
  const base = registryUrl.endsWith('/') ? registryUrl : `${registryUrl}/`;
  const packuments = new Map<string, Promise<Packument>>();
  const tarballs = new Map<string, Promise<TarFile[]>>();
  let bytes = 0;

  const packument = (name: string) => {
    let pending = packuments.get(name);
    if (!pending) {
      pending = fetchOk(`${base}${name.replace('/', '%2f')}`, {
        headers: { accept: 'application/vnd.npm.install-v1+json' },
      }).then(async (response) => (await response.json()) as Packument);
      packuments.set(name, pending);
    }
    return pending;
  };

  const files = (name: string, version: string) => {
    const key = `${name}@${version}`;
    let pending = tarballs.get(key);
    if (!pending) {
      pending = packument(name).then(async (doc) => {
        const dist = doc.versions[version]?.dist;
        if (!dist) throw new Error(`${key} is not on the registry`);
        const archive = Buffer.from(await (await fetchOk(dist.tarball)).arrayBuffer());
        bytes += archive.length;
        if (dist.integrity) verifyIntegrity(archive, dist.integrity, key);
        return (await readTarball(archive)).map((file) => ({ path: stripPackageFolder(file.path), data: file.data }));
      });
      tarballs.set(key, pending);
    }
    return pending;
  };

  return { packument, files, bytesDownloaded: () => bytes };
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response;
}

/** Checks an SRI string such as `sha512-…` (npm's `dist.integrity`). */
export function verifyIntegrity(data: Buffer, integrity: string, label: string): void {
  const [algorithm, expected] = integrity.split(/-(.*)/s) as [string, string | undefined];
  const actual = createHash(algorithm).update(data).digest('base64');
  if (actual !== expected) throw new Error(`${label}: tarball does not match its ${algorithm} integrity`);
}

/**
 * The regular files of a gzip'd tarball, in archive order, read with node-tar
 * (the reader npm itself unpacks packages with). Strict mode turns its warnings
 * (bad checksum, truncated input) into errors; `list` drains the directories,
 * links and other entry types skipped here.
 */
export function readTarball(archive: Buffer): Promise<TarFile[]> {
  return new Promise((resolve, reject) => {
    const files: TarFile[] = [];
    const parser = list({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        // 'OldFile' is the pre-POSIX NUL type.
        if (entry.type !== 'File' && entry.type !== 'OldFile') return;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => files.push({ path: entry.path, data: Buffer.concat(chunks) }));
      },
    });
    parser.on('error', reject);
    parser.on('end', () => resolve(files));
    parser.end(archive);
  });
}

/** npm tarballs hold everything under one top folder (usually `package/`). */
function stripPackageFolder(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}
