'use client';

import { Pagination } from '@/components/lists/pagination';
import { DEFAULT_PAGE_SIZE } from '@/lib/lists/pagination';

/** Page links for a list the API serves a fixed page size of; nothing while it fits one page. */
export function AdminPager({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <Pagination
      page={page}
      size={DEFAULT_PAGE_SIZE}
      hideSize
      lastPage={lastPage}
      onChange={(next) => onPage(next.page)}
    />
  );
}
