import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { EVERY_STATUS } from '@/lib/resources/people';
import {
  IMPORT_OUTCOMES,
  IMPORT_RESULTS,
  type ImportOutcome,
  type ImportResult,
} from '@/shared/accounts/people-limits';

/**
 * The two views of an import's rows (issue 43): the check's (by outcome) and Confirm's (by
 * result), each keeping its filter and page size per browser.
 */
export const IMPORT_VIEWS = {
  preview: { view: 'admin-people-import-preview', filter: 'outcome', choices: IMPORT_OUTCOMES },
  results: { view: 'admin-people-import-results', filter: 'result', choices: IMPORT_RESULTS },
} as const;

export type ImportStage = keyof typeof IMPORT_VIEWS;
export type RowFilter = ImportOutcome | ImportResult | typeof EVERY_STATUS;

export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The filter button a view has pressed: a known value, else every row. */
export function rowFilterOf(stage: ImportStage, view: ViewSettings): RowFilter {
  const { filter, choices } = IMPORT_VIEWS[stage];
  const value = view.filters[filter];
  return (choices as readonly string[]).includes(value as string)
    ? (value as RowFilter)
    : EVERY_STATUS;
}
