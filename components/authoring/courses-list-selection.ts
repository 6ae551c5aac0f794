'use client';

import { useCallback, useState } from 'react';

/** No course ticked. Never changed: the table makes a new set for every tick. */
const NOTHING = new Set<string>();

/**
 * The courses ticked for a bulk action, on the page of the list they were ticked on (`page`:
 * its query string). Another page, search, filter, sort or page size shows other rows, so the
 * selection is then empty: bulk actions only ever reach rows the user can see.
 */
export function useCourseSelection(page: string) {
  const [selection, setSelection] = useState({ page, ids: NOTHING });
  const selected = selection.page === page ? selection.ids : NOTHING;
  const select = useCallback((ids: Set<string>) => setSelection({ page, ids }), [page]);
  return { selected, select };
}
