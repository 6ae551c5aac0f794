import fs from 'node:fs';
import path from 'node:path';

/**
 * The app's page routes, read from `app/` (every `page.tsx`, route groups left out), and which one
 * a path is served by, as Next.js matches them: a static segment before a dynamic one, a dynamic
 * one before a catch-all. The accessibility coverage check (axe-coverage.check.ts) holds every
 * route to an axe-core check at both widths.
 */
export interface PageRoute {
  /** As written in `app/`, e.g. `/admin/courses/[course]`; `/` for the home page. */
  pattern: string;
  segments: string[];
}

const APP = path.resolve(import.meta.dirname, '../../app');

export function pageRoutes(appDir = APP): PageRoute[] {
  return fs
    .readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => {
      const segments = path
        .relative(appDir, entry.parentPath)
        .split(path.sep)
        .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
      return { pattern: `/${segments.join('/')}`, segments };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

const kind = (segment: string) =>
  segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0;

/** Where `segments` (a route's) would take `parts` (a path's), or null. */
function matches(segments: string[], parts: string[]): boolean {
  for (const [i, segment] of segments.entries()) {
    if (kind(segment) === 2) return parts.length > i;
    if (i >= parts.length) return false;
    if (kind(segment) === 0 && segment !== parts[i]) return false;
  }
  return segments.length === parts.length;
}

/** Next.js's order: at the first segment where two routes differ, static < dynamic < catch-all. */
function precedence(a: PageRoute, b: PageRoute): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const ka = a.segments[i] === undefined ? -1 : kind(a.segments[i] as string);
    const kb = b.segments[i] === undefined ? -1 : kind(b.segments[i] as string);
    if (ka !== kb) return ka - kb;
  }
  return 0;
}

/** The route that serves `pathname` (no query), or null when none does. */
export function routeOf(pathname: string, routes: PageRoute[]): string | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const found = routes.filter((route) => matches(route.segments, parts)).sort(precedence);
  return found[0]?.pattern ?? null;
}
