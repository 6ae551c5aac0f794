import { CMI5_MANIFEST, describeCmi5 } from './cmi5-manifest';
import type { PackageDescription } from './description';
import { FileIndex } from './launch-paths';
import { type PackageProblem, PackageProblemError, problem } from './problems';
import { describeScorm, SCORM_MANIFEST } from './scorm-manifest';
import { parseXml } from './xml';

/**
 * From a package's file list to what it is (issue 37 item 1): which manifest it has, and what
 * that manifest describes. Pure over the file names and a reader, so it is tested without zips
 * and the same code serves a zip (inspect-package.ts) or files already stored.
 */

export type ManifestDescription = {
  description: PackageDescription | null;
  problems: PackageProblem[];
};

type Located = { path: string; kind: 'scorm' | 'cmi5' } | { problem: PackageProblem };

const KINDS: Record<string, 'scorm' | 'cmi5'> = {
  [SCORM_MANIFEST]: 'scorm',
  [CMI5_MANIFEST]: 'cmi5',
};

/**
 * The manifest at the top of the package. cmi5.xml wins over imsmanifest.xml when a tool
 * wrote both: the package is then meant to be played as cmi5. Names are matched ignoring case
 * (`IMSManifest.xml` from Windows tools). Failing that, the shallowest one in a folder is named
 * so the author knows to zip that folder's contents instead.
 */
export function locateManifest(files: Iterable<string>): Located {
  let top: { path: string; kind: 'scorm' | 'cmi5' } | undefined;
  let nested: { path: string; depth: number } | undefined;
  for (const path of files) {
    const segments = path.split('/');
    const kind = KINDS[segments.at(-1)?.toLowerCase() ?? ''];
    if (!kind) continue;
    if (segments.length === 1) {
      if (!top || kind === 'cmi5') top = { path, kind };
    } else if (!nested || segments.length < nested.depth) {
      nested = { path, depth: segments.length };
    }
  }
  if (top) return top;
  if (!nested) return { problem: problem('NO_MANIFEST') };
  const at = nested.path.lastIndexOf('/');
  return {
    problem: problem('MANIFEST_IN_FOLDER', {
      file: nested.path.slice(at + 1),
      folder: nested.path.slice(0, at),
    }),
  };
}

/**
 * What the package with these `files` holds. `read` gives a file's bytes (only the manifest is
 * read); it may throw PackageProblemError (a manifest too large to read), which becomes a
 * problem like the others.
 */
export async function describePackage(
  files: ReadonlySet<string>,
  read: (path: string) => Promise<Buffer>,
): Promise<ManifestDescription> {
  const located = locateManifest(files);
  if ('problem' in located) return { description: null, problems: [located.problem] };
  let bytes: Buffer;
  try {
    bytes = await read(located.path);
  } catch (error) {
    if (error instanceof PackageProblemError)
      return { description: null, problems: [error.problem] };
    throw error;
  }
  const file = located.kind === 'cmi5' ? CMI5_MANIFEST : SCORM_MANIFEST;
  const parsed = parseXml(bytes, file);
  if (!parsed.ok) return { description: null, problems: [parsed.problem] };
  const index = new FileIndex(files);
  const described =
    located.kind === 'cmi5' ? describeCmi5(parsed.root, index) : describeScorm(parsed.root, index);
  if (described.description) described.description.manifest = located.path;
  return described;
}
