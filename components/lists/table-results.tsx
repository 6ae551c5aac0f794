'use client';

import type { ListScreenState } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import type { ListPage } from '@/lib/api/transport';

/**
 * A list screen's results as an admin settings card shows a record (a flag history, who
 * accepted an agreement): a table that scrolls sideways on a narrow screen, a muted line when
 * there is nothing, and pages only when there is more than one.
 */
export function TableResults<Row extends { id: string }>({
  screen,
  columns,
  empty,
}: {
  screen: ListScreenState<ListPage<Row>>;
  columns: readonly AdminColumn<Row>[];
  empty: string;
}) {
  return (
    <ScreenResults screen={screen} hideSinglePage emptyClassName="muted" empty={empty}>
      {(data) => (
        <div className="table-scroll">
          <AdminTable className="admin-table" columns={columns} rows={data.items} />
        </div>
      )}
    </ScreenResults>
  );
}
