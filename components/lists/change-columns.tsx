'use client';

import { useFormatter } from 'next-intl';
import type { AdminColumn } from '@/components/ui/admin-table';

/** A change a history lists, as the API records who made it and when. */
interface Change {
  id: string;
  changedByName: string;
  changedAt: string;
}

/**
 * The last two columns of a change history (a portal's flags, an account's roles): who made the
 * change, and when, to the minute.
 */
export function useChangeColumns<Row extends Change>(headers: {
  who: string;
  when: string;
}): AdminColumn<Row>[] {
  const format = useFormatter();
  return [
    { header: headers.who, cell: (change) => change.changedByName },
    {
      header: headers.when,
      cell: (change) => (
        <time dateTime={change.changedAt}>
          {format.dateTime(new Date(change.changedAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
  ];
}
