import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getConfig } from '../config';
import type { FileStorage } from '../files/storage';
import { errorTexts } from '../i18n/error-texts';
import type { Locale } from '../i18n/locales';
import { ApiError, pointerTo, text } from '../jsonapi/errors';
import { packageFileType } from './content-types';
import type { PackageDescription } from './description';
import { inspectPackage } from './inspect-package';
import { type PackageProblem, problemTextKey } from './problems';
import { extractZip } from './zip-safety';

/**
 * From an uploaded zip to a stored package version (issue 37 item 1): the zip is inspected, then
 * unpacked into a work folder, then each file is handed to the file storage under the version's
 * own keys. A refused package leaves nothing stored and every problem is listed; a failure
 * halfway removes what was stored.
 */

/** Where a package's zip and unpacked files wait while they are checked: never the storage. */
export function packageWorkDir(env: Record<string, string | undefined> = process.env): string {
  if (env.VITEST) return path.join(os.tmpdir(), `academy-packages-${process.pid}`);
  return path.resolve(process.cwd(), getConfig(env).ACADEMY_DATA_DIR, 'tmp', 'packages');
}

/** A fresh name in the work folder. */
export const workName = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

export type StoredFile = {
  path: string;
  storageKey: string;
  sizeBytes: number;
  contentType: string;
};

export type UnpackedPackage = {
  description: PackageDescription;
  warnings: PackageProblem[];
  files: StoredFile[];
  totalBytes: number;
};

/** Files handed to the storage at once. */
const STORE_CONCURRENCY = 8;

/** The storage key of a version's n-th file: package paths may hold anything, keys may not. */
export const packageFileKey = (versionId: string, n: number) => `packages/${versionId}/${n}`;

/**
 * The 422 of a refused package: one error per problem, errors before warnings, each in the
 * request's language with its code, severity and the file field as its source.
 */
export function packageRefused(problems: readonly PackageProblem[], locale: Locale): ApiError {
  const title = errorTexts(locale).text('packageItems.refusedTitle');
  const ordered = [...problems].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  return new ApiError(
    422,
    ordered.map((found) => ({
      code: found.code,
      title,
      text: text(problemTextKey(found.code), found.params),
      source: pointerTo('file'),
      meta: { severity: found.severity },
    })),
  );
}

/**
 * Inspects the zip at `zipPath`, unpacks it and stores its files under `versionId`'s keys.
 * Throws `packageRefused` for a package that may not be stored; nothing is left behind.
 */
export async function unpackPackage(params: {
  zipPath: string;
  versionId: string;
  storage: FileStorage;
  locale: Locale;
  workDir?: string;
}): Promise<UnpackedPackage> {
  const { zipPath, versionId, storage, locale } = params;
  const inspection = await inspectPackage(zipPath);
  if (!inspection.entries || !inspection.description) {
    throw packageRefused(inspection.problems, locale);
  }
  const workDir = params.workDir ?? path.dirname(zipPath);
  const unpackDir = path.join(workDir, workName('unpack'));
  const stored: string[] = [];
  try {
    const extraction = await extractZip(zipPath, unpackDir, inspection.entries);
    if (!extraction.ok) throw packageRefused(extraction.problems, locale);
    const files: StoredFile[] = inspection.entries.map((entry, n) => ({
      path: entry.path,
      storageKey: packageFileKey(versionId, n),
      sizeBytes: entry.size,
      contentType: packageFileType(entry.path),
    }));
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++] as StoredFile;
        const source = fs.createReadStream(path.join(unpackDir, file.path));
        stored.push(file.storageKey);
        await storage.put(file.storageKey, source);
      }
    };
    await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
    return {
      description: inspection.description,
      warnings: inspection.problems.filter((found) => found.severity === 'warning'),
      files,
      totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
    };
  } catch (error) {
    await removeStoredFiles(storage, stored);
    throw error;
  } finally {
    await fs.promises.rm(unpackDir, { recursive: true, force: true });
  }
}

/** Removes stored package files (a refused or deleted version's), a few at a time. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]) {
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await storage.delete(keys[next++] as string);
  };
  await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
}
