import { describe, expect, it } from 'vitest';
import { canMove, isOpen, maySubmitAgain, nextStatuses, statusOnOpen } from './ticket-status';
import { TICKET_STATUSES, type TicketStatus } from './types';

describe('review ticket statuses (SCREENS "Coaching": new → in review → changes requested → resubmitted → graded → closed)', () => {
  const legal: [TicketStatus, TicketStatus][] = [
    ['new', 'in_review'],
    ['in_review', 'changes_requested'],
    ['in_review', 'graded'],
    ['changes_requested', 'resubmitted'],
    ['resubmitted', 'in_review'],
    ['graded', 'graded'],
    ['graded', 'closed'],
  ];

  it.each(legal)('%s → %s is allowed', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it('refuses every other move (the API answers 422)', () => {
    const allowed = new Set(legal.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        expect(canMove(from, to), `${from} → ${to}`).toBe(false);
        refused++;
      }
    }
    // 6 × 6 moves, 7 of them legal.
    expect(refused).toBe(29);
  });

  it('never grades a new ticket without opening it, and a closed ticket never changes', () => {
    expect(canMove('new', 'graded')).toBe(false);
    expect(canMove('new', 'closed')).toBe(false);
    expect(nextStatuses('closed')).toEqual([]);
    expect(canMove('closed', 'graded')).toBe(false);
  });

  it('quiz tickets never ask for changes (an attempt cannot be submitted again)', () => {
    expect(canMove('in_review', 'changes_requested', 'quiz')).toBe(false);
    expect(nextStatuses('in_review', 'quiz')).toEqual(['graded']);
    expect(nextStatuses('in_review')).toEqual(['changes_requested', 'graded']);
  });

  it('opening moves new and resubmitted tickets to in review and leaves the rest', () => {
    expect(statusOnOpen('new')).toBe('in_review');
    expect(statusOnOpen('resubmitted')).toBe('in_review');
    expect(statusOnOpen('graded')).toBe('graded');
    expect(statusOnOpen('changes_requested')).toBe('changes_requested');
  });

  it('open tickets are those waiting for a coach', () => {
    expect(TICKET_STATUSES.filter(isOpen)).toEqual(['new', 'in_review', 'resubmitted']);
  });

  it('a student submits the first time, and again only when changes were requested', () => {
    expect(maySubmitAgain(null)).toBe(true);
    expect(maySubmitAgain('changes_requested')).toBe(true);
    for (const status of ['new', 'in_review', 'resubmitted', 'graded', 'closed'] as const) {
      expect(maySubmitAgain(status)).toBe(false);
    }
  });
});
