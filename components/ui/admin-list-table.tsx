'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { TableScroll } from './table-scroll';

/** A column heading; `hidden`: read to screen readers only (an actions column). */
export type AdminListColumn = string | { label: string; hidden: true };

/**
 * A settings card's list (the LRS credentials, the SCIM tokens and groups, the sign-in providers,
 * the LTI tools and platforms): the query's pending or failed state, a line when it is empty, else
 * an admin table in a TableScroll with a hidden caption (also the scroll group's name), its column
 * headers and the rows `row` makes.
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
  columns: readonly AdminListColumn[];
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
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{query.data.map(row)}</tbody>
      </table>
    </TableScroll>
  );
}
