import { isUuid } from '@/shared/validation/empty';
export interface Crumb {
  segment: string;
  /** The path up to this segment: unique per crumb. */
  path: string;
  /** null: a path with no page of its own (e.g. /admin/settings), shown as text, never a link. */
  href: string | null;
  /** The last crumb is the current page: not a link. */
  current: boolean;
  /** The segment before this one, e.g. 'accounts' for an account id: who can name it. */
  parent: string | null;
  /** A course or lesson slug: named by its title once loaded. */
  record?:
    | { kind: 'course'; course: string }
    | { kind: 'lesson'; course: string; item: string }
    | { kind: 'admin-course'; id: string }
    /** A learning path's page (/catalog/paths/{slug}), and its editor (/admin/learning-paths/{id}). */
    | { kind: 'learning-path'; slug: string }
    | { kind: 'admin-learning-path'; id: string }
    /** Student view of a course (/admin/courses/{id}/preview), and an item in it. */
    | { kind: 'student-view' }
    | { kind: 'student-view-item'; id: string; item: string };
}

/**
 * Paths that are only a prefix of pages, with where their crumb leads instead (null: nowhere, it
 * is text). breadcrumbs.test.ts checks this against the page tree of app/(portal).
 */
export const CRUMB_TARGETS: Readonly<Record<string, string | null>> = {
  '/academy/marketing/mailings': '/academy/marketing',
  '/account': '/account/details',
  // Only /academy/accounts_support and /academy/marketing live here: the admin's start page.
  '/academy': '/admin/dashboard',
  '/admin/settings': null,
  '/admin/sales': null,
  '/profiles': null,
  '/certificates': '/account/certificates',
  // Checkout (issue 40): a product's checkout and an order's result are under it; the buyer's
  // orders are where both lead back to (/checkout/return is sent there too).
  '/checkout': '/account/orders',
};

/**
 * Spec §2: one crumb per path segment, each linking to its own path, the last not linked.
 * Learning paths are the exception: /catalog/{course} and /courses/{course}/{lesson} name the
 * course and lesson, and a course under /courses links to its course page (there is no
 * /courses/{course} page, and a crumb never leads to a 404).
 */
export function crumbsOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const learning = segments[0] === 'catalog' || segments[0] === 'courses';
  return segments.map((segment, index) => {
    const path = `/${segments
      .slice(0, index + 1)
      .map(encodeURIComponent)
      .join('/')}`;
    const crumb: Crumb = {
      segment,
      path,
      href: path,
      current: index === segments.length - 1,
      parent: index > 0 ? (segments[index - 1] ?? null) : null,
    };
    if (crumb.href && crumb.href in CRUMB_TARGETS) crumb.href = CRUMB_TARGETS[crumb.href] ?? null;
    const pathPage = segments[0] === 'catalog' && segments[1] === 'paths';
    // Learning paths are listed on the catalog (/catalog/paths itself would be a course's page).
    if (pathPage && index === 1) crumb.href = '/catalog';
    if (pathPage && index === 2) crumb.record = { kind: 'learning-path', slug: segment };
    if (
      segments[0] === 'admin' &&
      segments[1] === 'learning-paths' &&
      index === 2 &&
      isRecordId(segment)
    ) {
      crumb.record = { kind: 'admin-learning-path', id: segment };
    }
    if (learning && index === 1 && !pathPage) {
      crumb.record = { kind: 'course', course: segment };
      crumb.href = `/catalog/${encodeURIComponent(segment)}`;
    }
    if (
      segments[0] === 'admin' &&
      segments[1] === 'courses' &&
      index === 2 &&
      isRecordId(segment)
    ) {
      crumb.record = { kind: 'admin-course', id: segment };
    }
    // Student view (/admin/courses/{id}/preview/{item}): its own name, the item's title.
    const adminCourse = segments[0] === 'admin' && segments[1] === 'courses';
    if (adminCourse && segments[3] === 'preview' && index === 3) {
      crumb.record = { kind: 'student-view' };
    }
    if (adminCourse && segments[3] === 'preview' && index === 4) {
      crumb.record = { kind: 'student-view-item', id: segments[2] ?? '', item: segment };
    }
    // A free preview (/catalog/{course}/preview/{lesson}) belongs to its course's page.
    if (segments[0] === 'catalog' && index === 2 && segment === 'preview') {
      crumb.href = `/catalog/${encodeURIComponent(segments[1] ?? '')}`;
    }
    if (segments[0] === 'courses' && index === 2) {
      crumb.record = { kind: 'lesson', course: segments[1] ?? '', item: segment };
    }
    return crumb;
  });
}

/** Segments that are record ids get their label from data (a placeholder until it loads). */
export function isRecordId(segment: string): boolean {
  return isUuid(segment) || /^\d+$/.test(segment);
}

/**
 * The environment badge before the crumbs already names the area, so the area's own
 * crumb ("Beheer | Beheer / Dashboard") is left out after it. A path that is only the area keeps
 * its crumb (the page needs a name).
 */
export function crumbsAfterBadge(crumbs: Crumb[], environment: string): Crumb[] {
  return crumbs.length > 1 && crumbs[0]?.segment === environment ? crumbs.slice(1) : crumbs;
}
