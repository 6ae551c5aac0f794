import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type PackageProblem, PackageProblemError, problem } from './problems';
import { nameClashes, nameProblem, shownName } from './zip-names';
import {
  CheckedBytes,
  entryName,
  entryProblems,
  isFolder,
  openFailure,
  openZip,
  readFailure,
  serverFault,
} from './zip-reading';

/**
 * Opening an uploaded package zip without trusting it (issue 37 item 1): `inspectZip` reads only
 * the central directory and refuses what could harm the server or other files; `extractZip`
 * then writes only the inspected entries and checks every byte on the way.
 */

export type ZipLimits = {
  maxEntries: number;
  /** Unpacked, in bytes, by the sizes the central directory declares. */
  maxTotalBytes: number;
  /** Unpacked size over the zip file's size. */
  maxRatio: number;
  /**
   * The ratio counts only above this unpacked size: a text-only package (HTML, scripts, XML)
   * compresses 10× and more, and a few megabytes unpacked threaten nothing.
   */
  ratioFloorBytes: number;
  maxManifestBytes: number;
  /** Problems listed for one zip: a hostile one could otherwise yield one per entry. */
  maxProblems: number;
};

/** The defaults of issue 37: 20,000 entries, 2 GB and 10× the zip unpacked, 5 MB manifests. */
export const ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 20_000,
  maxTotalBytes: 2_000_000_000,
  maxRatio: 10,
  ratioFloorBytes: 50_000_000,
  maxManifestBytes: 5_000_000,
  maxProblems: 100,
});

/** A file of the zip (folders are implied by the paths and not listed). */
export type ZipEntry = { path: string; size: number; compressedSize: number };

/**
 * A refused zip still lists its files when its directory could be read to the end, so the
 * manifest's problems can be listed beside the zip's (inspect-package.ts); never unpack those.
 */
export type ZipInspection =
  | { ok: true; entries: ZipEntry[]; totalSize: number; zipSize: number }
  | { ok: false; problems: PackageProblem[]; entries: ZipEntry[] | null };

export type ZipExtraction =
  | { ok: true; files: number; bytes: number }
  | { ok: false; problems: PackageProblem[] };

const MB = 1_000_000;

/**
 * The zip's files, or everything that makes it unsafe to unpack. Only the central directory
 * is read: no entry is inflated, so a zip bomb costs nothing here.
 */
export async function inspectZip(
  zipPath: string,
  limits: Partial<ZipLimits> = {},
): Promise<ZipInspection> {
  const max = { ...ZIP_LIMITS, ...limits };
  const opened = await openZip(zipPath, false);
  if ('problem' in opened) return { ok: false, problems: [opened.problem], entries: null };
  const { zip } = opened;
  try {
    // Read from the end record before any entry: a directory of millions is never walked.
    if (zip.entryCount > max.maxEntries) {
      return {
        ok: false,
        problems: [problem('TOO_MANY_ENTRIES', { count: zip.entryCount, max: max.maxEntries })],
        entries: null,
      };
    }
    const problems: PackageProblem[] = [];
    const names: string[] = [];
    const entries: ZipEntry[] = [];
    let totalSize = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entryName(entry);
        names.push(name);
        problems.push(...entryProblems(entry, name));
        if (isFolder(name)) continue;
        entries.push({
          path: name,
          size: entry.uncompressedSize,
          compressedSize: entry.compressedSize,
        });
        totalSize += entry.uncompressedSize;
      }
    } catch (error) {
      if (serverFault(error)) throw error;
      problems.push(openFailure(error, true));
      return { ok: false, problems: problems.slice(0, max.maxProblems), entries: null };
    }
    problems.push(...nameClashes(names));
    if (totalSize > max.maxTotalBytes) {
      problems.push(
        problem('UNPACKED_TOO_LARGE', {
          mb: Math.ceil(totalSize / MB),
          maxMb: Math.floor(max.maxTotalBytes / MB),
        }),
      );
    }
    if (totalSize > max.ratioFloorBytes && totalSize > max.maxRatio * zip.fileSize) {
      problems.push(
        problem('RATIO_TOO_HIGH', {
          ratio: Math.floor(totalSize / Math.max(zip.fileSize, 1)),
          max: max.maxRatio,
        }),
      );
    }
    if (problems.length > 0) {
      return { ok: false, problems: problems.slice(0, max.maxProblems), entries };
    }
    return { ok: true, entries, totalSize, zipSize: zip.fileSize };
  } finally {
    zip.close();
  }
}

/** Whether `target` lies inside `root` (both resolved). */
const inside = (root: string, target: string) => target.startsWith(root + path.sep);

/**
 * Writes the inspected `entries` of the zip under `destDir` and nothing else: names that are not
 * listed are skipped, every byte is counted against the listed size, and on any failure
 * everything this call wrote is removed again. A package's fault comes back as problems; a
 * fault of the server (a full disk) is thrown, after the same clean-up.
 */
export async function extractZip(
  zipPath: string,
  destDir: string,
  entries: readonly ZipEntry[],
): Promise<ZipExtraction> {
  const root = path.resolve(destDir);
  const wanted = new Map<string, ZipEntry>();
  for (const entry of entries) {
    const refused = nameProblem(entry.path);
    if (refused || isFolder(entry.path) || !inside(root, path.resolve(root, entry.path))) {
      const invalid = problem('PATH_INVALID', { path: shownName(entry.path) });
      return { ok: false, problems: [refused ?? invalid] };
    }
    wanted.set(entry.path, entry);
  }
  const opened = await openZip(zipPath, true);
  if ('problem' in opened) return { ok: false, problems: [opened.problem] };
  const { zip } = opened;
  const written: string[] = [];
  const fail = async (problems: PackageProblem[]) => {
    await removeAll(written);
    return { ok: false as const, problems };
  };
  try {
    const madeRoot = await fs.promises.mkdir(root, { recursive: true });
    if (madeRoot) written.push(madeRoot);
    const realRoot = await fs.promises.realpath(root);
    let bytes = 0;
    const done = new Set<string>();
    // The entry whose bytes are being written, to which a failure belongs (null: the directory).
    let current: string | null = null;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entryName(entry);
        const listed = wanted.get(name);
        if (!listed || done.has(name)) continue;
        // The zip may have changed since it was inspected: its records are checked again.
        const refused = entryProblems(entry, name);
        if (refused.length > 0) return await fail(refused);
        current = name;
        const target = path.join(realRoot, name);
        const madeFolder = await fs.promises.mkdir(path.dirname(target), { recursive: true });
        if (madeFolder) written.push(madeFolder);
        // A folder of destDir that is a link elsewhere is never written through.
        if (!inside(realRoot, (await fs.promises.realpath(path.dirname(target))) + path.sep)) {
          return await fail([problem('PATH_INVALID', { path: shownName(name) })]);
        }
        // `wx`: never replaces a file (or a planted link) that is already there; only once it
        // is created is it ours to remove.
        const handle = await fs.promises.open(target, 'wx');
        written.push(target);
        try {
          const source = await zip.openReadStreamPromise(entry);
          const checked = new CheckedBytes(listed.size, entry.crc32);
          await pipeline(source, checked, handle.createWriteStream());
        } finally {
          // The stream closes it when it ran; this covers a read that never started.
          await handle.close().catch(() => {});
        }
        bytes += listed.size;
        done.add(name);
        current = null;
      }
    } catch (error) {
      if (serverFault(error)) throw error;
      return await fail([
        current === null ? openFailure(error, true) : readFailure(error, current),
      ]);
    }
    const missing = [...wanted.keys()].filter((wantedName) => !done.has(wantedName));
    if (missing.length > 0) {
      return await fail(missing.map((gone) => problem('ENTRY_DAMAGED', { path: shownName(gone) })));
    }
    return { ok: true, files: done.size, bytes };
  } catch (error) {
    await removeAll(written);
    throw error;
  } finally {
    zip.close();
  }
}

/** Removes what an extraction wrote, newest first. */
async function removeAll(written: string[]) {
  for (const target of written.reverse()) {
    await fs.promises.rm(target, { recursive: true, force: true });
  }
  written.length = 0;
}

/**
 * One small entry's bytes (a manifest), read whole into memory: at most `maxBytes`, whatever its
 * header says. Throws PackageProblemError when the zip cannot hand them over.
 */
export async function readManifestEntry(
  zipPath: string,
  entryPath: string,
  maxBytes = ZIP_LIMITS.maxManifestBytes,
): Promise<Buffer> {
  const opened = await openZip(zipPath, true);
  if ('problem' in opened) throw new PackageProblemError(opened.problem);
  const { zip } = opened;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entryName(entry) !== entryPath) continue;
      const tooLarge = problem('MANIFEST_TOO_LARGE', {
        file: shownName(entryPath),
        maxMb: Math.floor(maxBytes / MB),
      });
      if (entry.uncompressedSize > maxBytes) throw new PackageProblemError(tooLarge);
      const chunks: Buffer[] = [];
      try {
        const source = await zip.openReadStreamPromise(entry);
        await pipeline(
          source,
          new CheckedBytes(entry.uncompressedSize, entry.crc32),
          async (bytes: AsyncIterable<Buffer>) => {
            for await (const chunk of bytes) chunks.push(chunk);
          },
        );
      } catch (error) {
        if (serverFault(error)) throw error;
        throw new PackageProblemError(readFailure(error, entryPath));
      }
      return Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof PackageProblemError || serverFault(error)) throw error;
    throw new PackageProblemError(openFailure(error, true));
  } finally {
    zip.close();
  }
  throw new PackageProblemError(problem('ENTRY_DAMAGED', { path: shownName(entryPath) }));
}
