import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import type { Enrollment, PortfolioItem } from '@/lib/api/types';
import { DEFAULT_LIST_SIZE } from '@/lib/lists/pagination';
import type { PortfolioItemInput } from '@/lib/portfolio/item-input';
import { nextPageOf, toPortfolioPage } from '@/lib/portfolio/pages';

/** The largest page the API gives: a student's enrolments all fit in one for the picker. */
const ENROLLMENTS_PAGE_SIZE = 100;

const account = (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}`;
const base = (accountId: string) => `${account(accountId)}/portfolio_items`;

export const portfolioKeys = {
  all: (accountId: string) => ['accounts', accountId, 'portfolio_items'] as const,
  list: (accountId: string) => [...portfolioKeys.all(accountId), 'list'] as const,
  // Under the account like the admin page's enrolments, but a key of its own: the picker's page.
  enrolledCourses: (accountId: string) => ['accounts', accountId, 'enrollments', 'picker'] as const,
};

export function portfolioPath(accountId: string, page: number): string {
  return `${base(accountId)}?page[number]=${page}&page[size]=${DEFAULT_LIST_SIZE}`;
}

/** Spec §9: a list without the pagination control fetches 20 at a time ("Show more"). */
export const portfolioQueryOptions = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: portfolioKeys.list(accountId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await apiGet<PortfolioItem[]>(
        portfolioPath(accountId, pageParam),
        signal,
      );
      return toPortfolioPage(data ?? [], meta);
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The student's enrolments, for the form's course picker. */
export const enrolledCoursesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: portfolioKeys.enrolledCourses(accountId),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet<Enrollment[]>(
        `${account(accountId)}/enrollments?page[size]=${ENROLLMENTS_PAGE_SIZE}`,
        signal,
      );
      return data ?? [];
    },
  });

/** POST …/portfolio_items: the created item, its course included. */
export async function createPortfolioItem(
  accountId: string,
  item: PortfolioItemInput,
): Promise<PortfolioItem> {
  const document = await apiFetch(base(accountId), {
    method: 'POST',
    body: serialize('portfolio_items', { ...item }),
  });
  return (await deserialize<PortfolioItem>(document)).data;
}

export function deletePortfolioItem(accountId: string, id: string) {
  return apiFetch(`${base(accountId)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
