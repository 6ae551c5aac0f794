'use client';

import { useMemo } from 'react';
import { buildListQuery, listQueryString } from '@/lib/lists/list-query';
import type { PaginationState } from '@/lib/lists/pagination';
import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/**
 * A view's API query string (spec §7: filter[x], filter[search], sort, page[number],
 * page[size]) and its `criteria`: the same without the page, which changes exactly when the
 * list must start again at page 1 (pass it to usePagination) and suits a query key.
 */
export function useListQuery(
  view: ViewSettings,
  pagination?: Pick<PaginationState, 'page' | 'size'>,
) {
  const page = pagination?.page;
  const size = pagination?.size;
  return useMemo(() => {
    const paged = page !== undefined && size !== undefined ? { page, size } : undefined;
    const query = buildListQuery(view, paged);
    return {
      query,
      queryString: listQueryString(query),
      criteria: listQueryString(buildListQuery(view)),
    };
  }, [view, page, size]);
}
