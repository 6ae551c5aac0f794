import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from './portfolio';
import {
  itemsOf,
  nextPageOf,
  type PortfolioPages,
  toPortfolioPage,
  withItemAdded,
  withItemRemoved,
  withItemShared,
} from './portfolio-cache';

const item = (id: string): PortfolioItem => ({
  id,
  title: `Item ${id}`,
  description: '',
  kind: 'reflection',
  sharedWithCoach: false,
  createdAt: '2026-01-01T00:00:00Z',
  course: null,
});

const pages = (...lists: string[][]): PortfolioPages => ({
  pages: lists.map((ids, index) => ({
    items: ids.map(item),
    total: 5,
    page: index + 1,
    lastPage: 3,
  })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('portfolio pages', () => {
  it('reads a page from the list meta', () => {
    expect(toPortfolioPage([item('a')], { total: 41, currentPage: 2, lastPage: 3 })).toEqual({
      items: [item('a')],
      total: 41,
      page: 2,
      lastPage: 3,
    });
    expect(toPortfolioPage([], {})).toEqual({ items: [], total: 0, page: 1, lastPage: 1 });
  });

  it('knows the next page until the last one', () => {
    expect(nextPageOf({ items: [], total: 41, page: 2, lastPage: 3 })).toBe(3);
    expect(nextPageOf({ items: [], total: 41, page: 3, lastPage: 3 })).toBeUndefined();
  });

  it('lists every loaded item once, in order', () => {
    expect(itemsOf(pages(['a', 'b'], ['b', 'c'])).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(itemsOf(undefined)).toEqual([]);
  });

  it('adds an item first and counts it', () => {
    const added = withItemAdded(pages(['a', 'b'], ['c']), item('new'));
    expect(itemsOf(added).map((i) => i.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(added?.pages[0]?.total).toBe(6);
    expect(withItemAdded(undefined, item('new'))).toBeUndefined();
  });

  it('removes an item from whichever page holds it, and counts it on every page', () => {
    const removed = withItemRemoved(pages(['a', 'b'], ['c']), 'c');
    expect(itemsOf(removed).map((i) => i.id)).toEqual(['a', 'b']);
    expect(removed?.pages.map((page) => page.total)).toEqual([4, 4]);
    const same = pages(['a']);
    expect(withItemRemoved(same, 'zz')).toBe(same);
  });
});

describe('withItemShared', () => {
  it('marks one item shared with the coach (or not), leaving the others', () => {
    const shared = withItemShared(pages(['a', 'b'], ['c']), 'c', true);
    expect(
      shared?.pages.flatMap((page) => page.items.map((i) => [i.id, i.sharedWithCoach])),
    ).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    const same = pages(['a']);
    expect(withItemShared(same, 'zz', true)).toBe(same);
  });
});
