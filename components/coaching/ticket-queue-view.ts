import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** Which queue the ticket workspace shows: /coach/tickets or /coach/review. */
export type WorkspaceMode = 'tickets' | 'review';

/** The named view whose settings (search, filters, sort, page size) each queue keeps. */
export const TICKET_QUEUE_VIEW: Record<WorkspaceMode, string> = {
  tickets: 'coach-tickets',
  review: 'coach-review',
};

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

export const TICKET_QUEUE_DEFAULTS: Record<WorkspaceMode, Partial<ViewSettings>> = {
  tickets: { sort: { field: 'submitted_at', direction: 'desc' } },
  // /coach/review: what waits for a grade, oldest first (first come, first graded).
  review: {
    sort: { field: 'submitted_at', direction: 'asc' },
    apiOptions: { filter: { status: 'new,resubmitted,in_review' } },
  },
};
