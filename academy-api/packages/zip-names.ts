import { type PackageProblem, problem } from './problems';

/**
 * The rules for the names inside a package zip. A name becomes a path on disk and in the
 * content origin's URLs, so only plain relative paths pass: the checks run on the name as the
 * zip spells it, before anything is written (yauzl's own check would stop at the first bad name;
 * these list them all, each with its own code).
 */

/** The longest name, and the longest segment most file systems take (ext4: 255 bytes). */
const MAX_NAME_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A name as it may be quoted to the author: control characters shown, long ones shortened. */
export function shownName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point.
  const visible = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\uFFFD');
  return visible.length > 120 ? `${visible.slice(0, 119)}…` : visible;
}

const segmentsOf = (name: string) => (name.endsWith('/') ? name.slice(0, -1) : name).split('/');

/** The refusal a zip entry's name earns (the first rule it breaks), or null for a safe name. */
export function nameProblem(name: string): PackageProblem | null {
  const params = { path: shownName(name) };
  // Windows separators first: `..\x` and `C:\x` are traversal on the machine that unzips them.
  if (name.includes('\\')) return problem('PATH_BACKSLASH', params);
  if (/^[A-Za-z]:/.test(name)) return problem('PATH_DRIVE', params);
  if (name.startsWith('/')) return problem('PATH_ABSOLUTE', params);
  const segments = segmentsOf(name);
  if (segments.includes('..')) return problem('PATH_PARENT', params);
  const unusable =
    name === '' ||
    name.length > MAX_NAME_LENGTH ||
    CONTROL.test(name) ||
    name.includes('\uFFFD') ||
    segments.some(
      (segment) =>
        segment === '' || segment === '.' || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES,
    );
  return unusable ? problem('PATH_INVALID', params) : null;
}

/** Whether the external attributes carry a unix mode of type symlink (S_IFLNK). */
export const isSymlink = (externalAttributes: number) =>
  ((externalAttributes >>> 16) & 0o170000) === 0o120000;

/**
 * The key two names clash on: case-insensitive file systems (the authors' Windows and macOS
 * machines, some storage back ends) and `a` versus `a/` would make them one file.
 */
const clashKey = (name: string) => name.normalize('NFC').toLowerCase().replace(/\/+$/, '');

/**
 * Names that cannot live side by side once unpacked: the same name twice (after the clash
 * key), or a file whose name is also used as a folder by another entry.
 */
export function nameClashes(names: readonly string[]): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const seen = new Map<string, string>();
  const files = new Map<string, string>();
  for (const name of names) {
    const key = clashKey(name);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(problem('DUPLICATE_NAME', { path: shownName(name), other: shownName(first) }));
      continue;
    }
    seen.set(key, name);
    if (!name.endsWith('/')) files.set(key, name);
  }
  for (const name of seen.values()) {
    const segments = segmentsOf(clashKey(name));
    for (let depth = 1; depth < segments.length; depth++) {
      const file = files.get(segments.slice(0, depth).join('/'));
      if (file !== undefined) {
        problems.push(problem('FILE_AS_FOLDER', { path: shownName(name), file: shownName(file) }));
        break;
      }
    }
  }
  return problems;
}
