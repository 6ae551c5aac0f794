/** The path part of a href or URL path: no query, no hash. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * Whether a path lies in an area. Segment-aware, so /profiles is not under /profile and
 * /admin-tools is not under /admin; a trailing slash on the prefix matches any child.
 */
export function isUnder(path: string, prefix: string): boolean {
  const pathname = pathnameOf(path);
  if (pathname === prefix) return true;
  return pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * Spec §4 active navigation link: the path starts with the target, or, in exact mode,
 * equals it. Query and hash are ignored on both sides.
 */
export function isActiveLink(target: string, path: string, exact = false): boolean {
  const targetPath = pathnameOf(target);
  return exact ? pathnameOf(path) === targetPath : isUnder(path, targetPath);
}
