import type { PackageDescription } from './description';
import { describePackage } from './manifest';
import { hasErrors, type PackageProblem } from './problems';
import {
  inspectZip,
  readManifestEntry,
  ZIP_LIMITS,
  type ZipEntry,
  type ZipLimits,
} from './zip-safety';

export type PackageInspection = {
  /** What the manifest describes; null when there is no readable manifest. */
  description: PackageDescription | null;
  /** Every problem found, the zip's and the manifest's together (errors and warnings). */
  problems: PackageProblem[];
  /** The files to hand to extractZip; null unless the package may be stored (no errors). */
  entries: ZipEntry[] | null;
};

/**
 * An uploaded package zip, inspected before anything is stored (issue 37 item 1): the zip's
 * safety, then its manifest. A zip refused for its contents (bad names, a bomb) still has its
 * manifest read when the zip's directory could be, so the author sees every problem at once;
 * only the manifest is ever inflated, at most `maxManifestBytes` of it.
 */
export async function inspectPackage(
  zipPath: string,
  limits: Partial<ZipLimits> = {},
): Promise<PackageInspection> {
  const max = { ...ZIP_LIMITS, ...limits };
  const zip = await inspectZip(zipPath, max);
  const zipProblems = zip.ok ? [] : zip.problems;
  if (zip.entries === null) return { description: null, problems: zipProblems, entries: null };
  const { entries } = zip;
  const files = new Set(entries.map((entry) => entry.path));
  const described = await describePackage(files, (path) =>
    readManifestEntry(zipPath, path, max.maxManifestBytes),
  );
  const problems = [...zipProblems, ...described.problems].slice(0, max.maxProblems);
  return {
    description: described.description,
    problems,
    entries: hasErrors(problems) ? null : entries,
  };
}
