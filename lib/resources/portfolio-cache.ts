import type { InfiniteData } from '@tanstack/react-query';
import type { PortfolioItem } from './portfolio';

/** One page of the portfolio as the list keeps it. */
export interface PortfolioPage {
  items: PortfolioItem[];
  total: number;
  page: number;
  lastPage: number;
}

export type PortfolioPages = InfiniteData<PortfolioPage>;

export function toPortfolioPage(
  items: PortfolioItem[],
  meta: Record<string, unknown>,
): PortfolioPage {
  const page = Number(meta.currentPage ?? 1);
  return {
    items,
    total: Number(meta.total ?? items.length),
    page,
    lastPage: Number(meta.lastPage ?? page),
  };
}

/** The page "Show more" loads next, or undefined when the last one is shown. */
export function nextPageOf(last: PortfolioPage): number | undefined {
  return last.page < last.lastPage ? last.page + 1 : undefined;
}

/**
 * Every loaded item in list order, each once: an item added or deleted meanwhile shifts the
 * later pages by one, so a page loaded afterwards may repeat the last item of the one before.
 */
export function itemsOf(data: PortfolioPages | undefined): PortfolioItem[] {
  const byId = new Map<string, PortfolioItem>();
  for (const page of data?.pages ?? []) {
    for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/** The newest item goes first (the list is newest first), before the refetch confirms it. */
export function withItemAdded(
  data: PortfolioPages | undefined,
  item: PortfolioItem,
): PortfolioPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return {
    ...data,
    pages: [{ ...first, items: [item, ...first.items], total: first.total + 1 }, ...rest],
  };
}

/** The list without a deleted item, before the refetch confirms it. */
export function withItemRemoved(
  data: PortfolioPages | undefined,
  id: string,
): PortfolioPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** The item shared with the coach or not, before the server confirms it. */
export function withItemShared(
  data: PortfolioPages | undefined,
  id: string,
  shared: boolean,
): PortfolioPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === id ? { ...item, sharedWithCoach: shared } : item,
      ),
    })),
  };
}
