'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryItems } from '@/components/ui/admin-list-states';
import type { ListPage } from '@/lib/api/transport';

/**
 * A section of the overview: its heading, then its list as the query loads it — loading or
 * failed with "Try again", the empty state in words, or the items and, when the page holds
 * fewer than there are, how many of them it shows.
 */
export function OverviewSection<Item>({
  id,
  title,
  lead,
  query,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  query: UseQueryResult<ListPage<Item>>;
  empty: ReactNode;
  /** "Showing the first 100 of 120." */
  more: (shown: number, total: number) => string;
  children: (items: readonly Item[]) => ReactNode;
}) {
  const total = query.data?.total ?? 0;
  return (
    <section className="overview-section" aria-labelledby={id}>
      <div className="overview-section-head">
        <h2 id={id}>{title}</h2>
        {lead && <p className="muted">{lead}</p>}
      </div>
      <QueryItems query={query} items={query.data?.items} empty={empty}>
        {(items) => (
          <>
            {children(items)}
            {total > items.length && <p className="muted">{more(items.length, total)}</p>}
          </>
        )}
      </QueryItems>
    </section>
  );
}
