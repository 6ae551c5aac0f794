import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';

/**
 * A table of the commerce admin screens: the shared `commerce-table` look, a hidden caption
 * and labelled cells, so every commerce table stacks alike on small screens.
 */
export function CommerceTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <AdminTable
      className="commerce-table"
      caption={caption}
      labelCells
      columns={columns}
      rows={rows}
    />
  );
}
