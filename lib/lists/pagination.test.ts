import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_SIZE,
  initialPagination,
  lastPageOf,
  PAGE_SIZE_CHOICES,
  pageWindow,
  paginationReducer,
  showNotificationsPagination,
} from './pagination';

describe('pagination constants (spec §9)', () => {
  it('starts on page 1 with 25 per page, choices 25, 50, 75; 20 elsewhere', () => {
    expect(initialPagination).toEqual({ page: 1, size: 25 });
    expect(PAGE_SIZE_CHOICES).toEqual([25, 50, 75]);
    expect(DEFAULT_LIST_SIZE).toBe(20);
  });

  it('shows notifications pagination only above 25 in total', () => {
    expect(showNotificationsPagination(25)).toBe(false);
    expect(showNotificationsPagination(26)).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect(lastPageOf(0, 25)).toBe(1);
    expect(lastPageOf(75, 25)).toBe(3);
    expect(lastPageOf(76, 25)).toBe(4);
  });
});

describe('paginationReducer (spec §9)', () => {
  it('a size change resets to page 1', () => {
    const onPage4 = paginationReducer(initialPagination, { type: 'page', page: 4 });
    expect(onPage4).toEqual({ page: 4, size: 25 });
    expect(paginationReducer(onPage4, { type: 'size', size: 50 })).toEqual({ page: 1, size: 50 });
  });

  it('ignores sizes outside 25/50/75, the same size and pages below 1', () => {
    const state = { page: 3, size: 75 } as const;
    expect(paginationReducer(state, { type: 'size', size: 100 })).toBe(state);
    expect(paginationReducer(state, { type: 'size', size: 75 })).toBe(state);
    expect(paginationReducer(state, { type: 'page', page: 0 })).toEqual({ page: 1, size: 75 });
    expect(paginationReducer(state, { type: 'page', page: Number.NaN })).toBe(state);
  });
});

describe('pageWindow (spec §9: 2 pages at the margins, 2 around the current)', () => {
  const E = 'ellipsis';

  it('lists every page when they fit (up to 11)', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('puts an ellipsis on both sides in the middle', () => {
    expect(pageWindow(10, 20)).toEqual([1, 2, E, 8, 9, 10, 11, 12, E, 19, 20]);
  });

  it('keeps the list one length near the margins', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, E, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 2, E, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, E, 19, 20]);
    expect(pageWindow(7, 20)).toEqual([1, 2, E, 5, 6, 7, 8, 9, E, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindow(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, E, 11, 12]);
    expect(pageWindow(7, 12)).toEqual([1, 2, E, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('clamps the current page and has nothing for no pages', () => {
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
