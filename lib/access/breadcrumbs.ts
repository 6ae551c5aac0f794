export interface Crumb {
  segment: string;
  href: string;
  /** The last crumb is the current page: not a link (spec §2). */
  current: boolean;
  /** The segment before this one, e.g. 'accounts' for an account id: who can name it. */
  parent: string | null;
}

/** Spec §2: one crumb per path segment, each linking to its own path, the last not linked. */
export function crumbsOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    segment: decodeURIComponent(segment),
    href: `/${segments.slice(0, index + 1).join('/')}`,
    current: index === segments.length - 1,
    parent: index > 0 ? (segments[index - 1] ?? null) : null,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Segments that are record ids get their label from data (a placeholder until it loads). */
export function isRecordId(segment: string): boolean {
  return UUID.test(segment) || /^\d+$/.test(segment);
}
