import type { ReactNode } from 'react';

/** One column of an AdminTable: its heading and what a row shows in it. */
export interface AdminColumn<Row> {
  /** The heading text (and the cells' `data-label` with `labelCells`). */
  header: string;
  /** The heading is for screen readers only, as over a column of row actions. */
  hideHeader?: boolean;
  /** The cell heads its row: `<th scope="row">` instead of `<td>`. */
  rowHeader?: boolean;
  /** Whether the cells carry `data-label={header}`; the table's `labelCells` unless told. */
  labelCells?: boolean;
  headerClassName?: string;
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A data table of an admin screen: an optional visually hidden caption, a heading row made
 * from the columns, and a row per item (keyed by its id). With `labelCells`, the cells of
 * columns with a visible heading carry `data-label`, shown beside each value where the table
 * stacks on small screens.
 */
export function AdminTable<Row extends { id: string }>({
  className,
  caption,
  columns,
  rows,
  rowClassName,
  labelCells = false,
}: {
  className: string;
  caption?: string;
  labelCells?: boolean;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowClassName?: (row: Row) => string | undefined;
}) {
  return (
    <table className={className}>
      {caption === undefined ? null : <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.headerClassName}>
              {column.hideHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={rowClassName?.(row)}>
            {columns.map((column) => (
              <AdminCell
                key={column.header}
                column={column}
                row={row}
                labelled={column.labelCells ?? (labelCells && !column.hideHeader)}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AdminCell<Row>({
  column,
  row,
  labelled,
}: {
  column: AdminColumn<Row>;
  row: Row;
  labelled: boolean;
}) {
  const label = labelled ? column.header : undefined;
  return column.rowHeader ? (
    <th scope="row" data-label={label} className={column.cellClassName}>
      {column.cell(row)}
    </th>
  ) : (
    <td data-label={label} className={column.cellClassName}>
      {column.cell(row)}
    </td>
  );
}
