import type { ViewSettings } from '@/lib/lists/view-settings-schema';
import { EVERY_STATUS } from '@/lib/resources/people';
import { INVITATION_STATUSES, type InvitationStatus } from '@/shared/accounts/people-limits';

/** The named view whose settings (status, page size) the invitations list keeps. */
export const INVITATIONS_VIEW = 'admin-invitations';

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

export const STATUS_FILTER = 'status';

export const STATUS_CHOICES = [...INVITATION_STATUSES, EVERY_STATUS] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

/** The invitations waiting to be accepted first: they are the ones to send again or withdraw. */
export const INVITATIONS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  filters: { [STATUS_FILTER]: 'pending' },
};

const isStatus = (value: unknown): value is InvitationStatus =>
  INVITATION_STATUSES.includes(value as InvitationStatus);

/** The status button a view has pressed ("All" for anything the API does not know). */
export function statusOf(view: ViewSettings): StatusChoice {
  const status = view.filters[STATUS_FILTER];
  return isStatus(status) ? status : EVERY_STATUS;
}
