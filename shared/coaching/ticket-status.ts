import type { TicketKind, TicketStatus } from './types';

/**
 * The life of a review ticket (SCREENS "Coaching"): new → in review → changes requested →
 * resubmitted → graded → closed. Shared by the API (any other move is a 422
 * ILLEGAL_TRANSITION) and the screens (only the legal moves are offered).
 *
 * - new / resubmitted → in review: a coach opens (claims) it.
 * - in review → changes requested: the coach asks for another attempt (assignments only).
 * - in review → graded: the coach grades it.
 * - changes requested → resubmitted: the student (or a group member) submits again.
 * - graded → graded: a coach changes the grade (recorded in the grade audit).
 * - graded → closed: done with; nothing changes after that.
 */
const MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['in_review'],
  in_review: ['changes_requested', 'graded'],
  changes_requested: ['resubmitted'],
  resubmitted: ['in_review'],
  graded: ['graded', 'closed'],
  closed: [],
};

/** Quiz answers cannot be submitted again: their tickets never ask for changes. */
const QUIZ_REFUSED: ReadonlySet<TicketStatus> = new Set(['changes_requested', 'resubmitted']);

export function canMove(from: TicketStatus, to: TicketStatus, kind: TicketKind = 'assignment') {
  if (kind === 'quiz' && QUIZ_REFUSED.has(to)) return false;
  return MOVES[from].includes(to);
}

/** The statuses a ticket may move to next (for the screen's buttons). */
export function nextStatuses(from: TicketStatus, kind: TicketKind = 'assignment'): TicketStatus[] {
  return MOVES[from].filter((to) => canMove(from, to, kind));
}

/** Still waiting for a coach: what the queue shows by default and the dashboards count. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['new', 'in_review', 'resubmitted'];
export const isOpen = (status: TicketStatus) => OPEN_TICKET_STATUSES.includes(status);

/** A coach's opening moves it to in review (new and resubmitted); other statuses stay. */
export function statusOnOpen(status: TicketStatus): TicketStatus {
  return status === 'new' || status === 'resubmitted' ? 'in_review' : status;
}

/** May a student (or a member of the group) submit now: first time, or when changes were asked. */
export const maySubmitAgain = (status: TicketStatus | null) =>
  status === null || status === 'changes_requested';
