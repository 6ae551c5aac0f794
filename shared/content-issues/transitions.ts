/**
 * The life of a content issue (SCREENS "Authoring"): open → in progress → resolved or rejected,
 * and a closed one may be reopened. Shared by the API (an illegal move is a 422) and the screen
 * (only the legal moves are offered).
 */
export const CONTENT_ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export type ContentIssueStatus = (typeof CONTENT_ISSUE_STATUSES)[number];

export const CONTENT_ISSUE_CATEGORIES = ['typo', 'broken_media', 'wrong_answer', 'other'] as const;
export type ContentIssueCategory = (typeof CONTENT_ISSUE_CATEGORIES)[number];

/** The resolution note sent to the reporter: at most 2,000 characters, like the report itself. */
export const RESOLUTION_MAX = 2000;

const MOVES: Record<ContentIssueStatus, readonly ContentIssueStatus[]> = {
  open: ['in_progress'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['open'],
  rejected: ['open'],
};

/** The statuses an issue in `status` may move to, in the order the screen offers them. */
export function nextStatuses(status: ContentIssueStatus): readonly ContentIssueStatus[] {
  return MOVES[status];
}

export function canMove(from: ContentIssueStatus, to: ContentIssueStatus): boolean {
  return MOVES[from].includes(to);
}

/** Resolved and rejected issues are done with (they carry resolved_at). */
export const isClosed = (status: ContentIssueStatus) =>
  status === 'resolved' || status === 'rejected';

export const isContentIssueStatus = (value: unknown): value is ContentIssueStatus =>
  typeof value === 'string' && (CONTENT_ISSUE_STATUSES as readonly string[]).includes(value);
