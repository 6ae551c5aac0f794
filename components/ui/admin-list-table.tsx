import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

/** A column heading; `hidden`: read to screen readers only (an actions column). */
export type AdminListColumn = string | { label: string; hidden: true };

/**
 * The list table of an admin section (`.admin-table` in a TableScroll): its caption (also the
 * scroll group's name, read to screen readers only), the column headings, and the rows the
 * section renders (a row header first, as the sign-in providers and the LTI lists do).
 */
export function AdminListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly AdminListColumn[];
  children: ReactNode;
}) {
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
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
