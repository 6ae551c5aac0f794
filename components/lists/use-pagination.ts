'use client';

import { useState } from 'react';
import {
  FIRST_PAGE,
  initialPagination,
  isPageSize,
  type PaginationState,
} from '@/lib/lists/pagination';

/**
 * Page and size of a list (spec §9: page 1, size 25). When `resetKey` changes (the search,
 * filters or sort; see useListQuery's `criteria`) the list starts again at page 1.
 */
export function usePagination(resetKey?: string, initial: Partial<PaginationState> = {}) {
  const [pagination, setPagination] = useState<PaginationState>(() => ({
    page: initial.page ?? FIRST_PAGE,
    size: isPageSize(initial.size) ? initial.size : initialPagination.size,
  }));
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting state while rendering (React's pattern for "reset on prop change").
    setKey(resetKey);
    if (pagination.page !== FIRST_PAGE) setPagination({ ...pagination, page: FIRST_PAGE });
  }
  return { pagination, setPagination };
}
