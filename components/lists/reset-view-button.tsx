'use client';

import type { ViewSettingsHandle } from '@/components/lists/list-screen';

/**
 * The way out of a list that its filters or search left empty: the view's filters go back to
 * its defaults' and its search is emptied (its sort and page size stay).
 */
export function ResetViewButton({
  settings,
  text,
}: {
  settings: ViewSettingsHandle;
  text: string;
}) {
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        settings.resetFilters();
        settings.setSearch(null);
      }}
    >
      {text}
    </button>
  );
}
