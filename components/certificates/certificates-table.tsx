import { type AdminAction, AdminActions } from '@/components/ui/admin-actions';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';

interface CertificatesTableProps<Row> {
  caption: string;
  /** The data columns; the row actions column is added after them. */
  columns: AdminColumn<Row>[];
  /** The hidden heading of the row actions column. */
  actionsHeader: string;
  /** A row's action buttons; `false` for one that does not apply to it. */
  actions: (row: Row) => readonly (AdminAction | false)[];
  rows: readonly Row[];
}

/**
 * The table of the certificate admin screens (certifications and issued certificates): both
 * stack on small screens with labelled cells and end each row with its actions, so they share
 * the table's classes and the actions column here.
 */
export function CertificatesTable<Row extends { id: string }>({
  caption,
  columns,
  actionsHeader,
  actions,
  rows,
}: CertificatesTableProps<Row>) {
  const actionsColumn: AdminColumn<Row> = {
    header: actionsHeader,
    hideHeader: true,
    cellClassName: 'certificates-actions',
    cell: (row) => <AdminActions actions={actions(row)} />,
  };
  return (
    <AdminTable
      className="certificates-table"
      caption={caption}
      labelCells
      columns={[...columns, actionsColumn]}
      rows={rows}
    />
  );
}
