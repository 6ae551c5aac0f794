import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { ALL_STAFF_ROLES, COACH_ROLES, STUDENT_ROLES } from '@/shared/access/roles';

/** The named view whose settings (search, sort, role filter, page size) are kept. */
export const ACCOUNTS_VIEW = 'admin-accounts';

/** Sort fields of GET /v1/accounts that the list offers (upstream contract). */
export const ACCOUNT_SORTS = { name: 'full_name', lastOnline: 'last_online' } as const;

export const ACCOUNTS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  sort: { field: ACCOUNT_SORTS.name, direction: 'asc' },
};

/** The filter[role] choices: every role string of DEMO-DATA.md. */
export const ACCOUNT_ROLES: readonly string[] = [
  ...ALL_STAFF_ROLES,
  ...COACH_ROLES,
  ...STUDENT_ROLES,
];

export const ROLE_FILTER = 'role';
/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** The role filter as the select shows it: '' for every role. */
export function roleFilterOf(view: ViewSettings): string {
  const role = view.filters[ROLE_FILTER];
  return typeof role === 'string' ? role : '';
}
