'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * A settings card's list (the LRS credentials, the SCIM tokens and groups): the query's pending
 * or failed state, a line when it is empty, else an admin table with a hidden caption, its
 * column headers and the rows `row` makes.
 */
export function AdminListTable<T>({
  query,
  caption,
  empty,
  columns,
  row,
}: {
  query: UseQueryResult<T[]>;
  caption: string;
  empty: string;
  columns: string[];
  row: (item: T) => ReactNode;
}) {
  if (!query.data) return <QueryPending query={query} />;
  if (query.data.length === 0) return <p className="muted">{empty}</p>;
  return (
    <TableScroll label={caption}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{query.data.map(row)}</tbody>
      </table>
    </TableScroll>
  );
}
