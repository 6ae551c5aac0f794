/**
 * Erasure requests (issue 42, item 4: the right to be forgotten, GDPR art. 17). Pure; the API
 * keeps them (academy-api/privacy) and the learner's and the admins' screens show them.
 */
export const ERASURE_REQUEST_STATUSES = ['open', 'erased', 'declined', 'withdrawn'] as const;
export type ErasureRequestStatus = (typeof ERASURE_REQUEST_STATUSES)[number];

/** The longest note a learner adds to a request, and reason an admin gives. */
export const ERASURE_NOTE_MAX = 1000;
/** The shortest reason an admin gives for erasing or declining (the audit log keeps it). */
export const ERASURE_REASON_MIN = 3;
export const ERASURE_REASON_MAX = 500;

/**
 * How long a portal has to answer (GDPR art. 12(3): "without undue delay and in any event
 * within one month of receipt"), as days the screens count down.
 */
export const ERASURE_ANSWER_DAYS = 30;

/** The day by which a request received at `requestedAt` must be answered. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ERASURE_ANSWER_DAYS * 24 * 60 * 60 * 1000);
}

/** The statuses a request may move to from `from`, by whom. */
export function erasureTransitions(
  from: ErasureRequestStatus,
  by: 'owner' | 'admin',
): ErasureRequestStatus[] {
  if (from !== 'open') return [];
  // Erasing is its own call (POST /v1/accounts/{id}/erasure), which closes the request.
  return by === 'owner' ? ['withdrawn'] : ['declined'];
}
