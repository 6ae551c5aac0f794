import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import { DEFAULT_LIST_SIZE } from '@/lib/lists/pagination';
import type { PortfolioItemInput } from '@/lib/portfolio/item-input';
import type { Read } from '@/shared/contract/resource';
import type { portfolioItems } from '@/shared/learning/contract';
import { accountKeys, accountPath } from './accounts';
import type { Course } from './enrollments';
import { nextPageOf, toPortfolioPage } from './portfolio-cache';

/** GET /v1/accounts/{id}/portfolio_items: one item of the account's portfolio. */
export type PortfolioItem = Read<typeof portfolioItems> & {
  /** The linked course (included); null when none is linked. */
  course?: Course | null;
};

export type PortfolioItemKind = PortfolioItem['kind'];

export const portfolioKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'portfolio_items'] as const,
  list: (accountId: string) => [...portfolioKeys.all(accountId), 'list'] as const,
};

const base = (accountId: string) => `${accountPath(accountId)}/portfolio_items`;

export function portfolioPath(accountId: string, page: number): string {
  return `${base(accountId)}?page[number]=${page}&page[size]=${DEFAULT_LIST_SIZE}`;
}

/** Spec §9: a list without the pagination control fetches 20 at a time ("Show more"). */
export const portfolioQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: portfolioKeys.list(accountId),
    queryFn: async ({ pageParam, ...context }) => {
      const { data, meta } = await fetchResource<PortfolioItem[]>(
        context,
        portfolioPath(accountId, pageParam),
      );
      return toPortfolioPage(data ?? [], meta);
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** POST …/portfolio_items: the created item, its course included. */
export async function createPortfolioItem(
  accountId: string,
  item: PortfolioItemInput,
): Promise<PortfolioItem> {
  return sendResource<PortfolioItem>(base(accountId), {
    method: 'POST',
    body: serialize('portfolio_items', { ...item }),
  });
}

export function deletePortfolioItem(accountId: string, id: string) {
  return apiFetch(`${base(accountId)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** PATCH …/portfolio_items/{id}: share the item with the primary coach, or stop sharing it. */
export async function setPortfolioItemShared(
  accountId: string,
  id: string,
  shared: boolean,
): Promise<PortfolioItem> {
  return sendResource<PortfolioItem>(`${base(accountId)}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('portfolio_items', { sharedWithCoach: shared }),
  });
}
