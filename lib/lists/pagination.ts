/** Spec §9 pagination: page 1, size 25, choices 25/50/75. */
export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_CHOICES = [25, 50, 75] as const;
/** Spec §9: lists without the pagination control fetch 20 at a time. */
export const DEFAULT_LIST_SIZE = 20;
/** Spec §9: notifications show the pagination control only above 25 in total. */
export const NOTIFICATIONS_PAGINATION_THRESHOLD = 25;

// Spec §9: 2 pages at each margin and 2 on either side of the current one.
const BOUNDARY_COUNT = 2;
const SIBLING_COUNT = 2;

export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];
export type PageItem = number | 'ellipsis';

export interface PaginationState {
  page: number;
  size: PageSize;
}

export const initialPagination: PaginationState = { page: FIRST_PAGE, size: DEFAULT_PAGE_SIZE };

export type PaginationAction = { type: 'page'; page: number } | { type: 'size'; size: number };

export function isPageSize(size: unknown): size is PageSize {
  return (PAGE_SIZE_CHOICES as readonly unknown[]).includes(size);
}

/** Spec §9: a new page size goes back to page 1; sizes outside the choices are ignored. */
export function paginationReducer(state: PaginationState, action: PaginationAction) {
  if (action.type === 'size') {
    if (!isPageSize(action.size) || action.size === state.size) return state;
    return { page: FIRST_PAGE, size: action.size };
  }
  const page = Math.max(FIRST_PAGE, Math.floor(action.page));
  return Number.isFinite(page) && page !== state.page ? { ...state, page } : state;
}

export function lastPageOf(total: number, size: number): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / size));
}

export function showNotificationsPagination(total: number): boolean {
  return total > NOTIFICATIONS_PAGINATION_THRESHOLD;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page list of spec §9: the first and last 2 pages, 2 either side of the current one and an
 * ellipsis for each gap. Near a margin the window shifts inwards so the list keeps one length
 * (the Material UI pagination's rule), and a gap of a single page shows that page instead.
 */
export function pageWindow(current: number, lastPage: number): PageItem[] {
  if (lastPage < FIRST_PAGE) return [];
  const page = Math.min(Math.max(current, FIRST_PAGE), lastPage);
  const start = range(1, Math.min(BOUNDARY_COUNT, lastPage));
  const end = range(Math.max(lastPage - BOUNDARY_COUNT + 1, BOUNDARY_COUNT + 1), lastPage);
  const siblingsStart = Math.max(
    Math.min(page - SIBLING_COUNT, lastPage - BOUNDARY_COUNT - SIBLING_COUNT * 2 - 1),
    BOUNDARY_COUNT + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + SIBLING_COUNT, BOUNDARY_COUNT + SIBLING_COUNT * 2 + 2),
    lastPage - BOUNDARY_COUNT - 1,
  );
  const before: PageItem[] =
    siblingsStart > BOUNDARY_COUNT + 2
      ? ['ellipsis']
      : BOUNDARY_COUNT + 1 < lastPage - BOUNDARY_COUNT
        ? [BOUNDARY_COUNT + 1]
        : [];
  const after: PageItem[] =
    siblingsEnd < lastPage - BOUNDARY_COUNT - 1
      ? ['ellipsis']
      : lastPage - BOUNDARY_COUNT > BOUNDARY_COUNT
        ? [lastPage - BOUNDARY_COUNT]
        : [];
  return [...start, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...end];
}
