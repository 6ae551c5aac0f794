import { describe, expect, it } from 'vitest';
import {
  CONTENT_ISSUE_STATUSES,
  canMove,
  isClosed,
  isContentIssueStatus,
  nextStatuses,
} from './transitions';

describe('content issue transitions (SCREENS "Authoring")', () => {
  it('goes open → in progress → resolved or rejected', () => {
    expect(nextStatuses('open')).toEqual(['in_progress']);
    expect(nextStatuses('in_progress')).toEqual(['resolved', 'rejected']);
  });

  it('reopens a resolved or rejected issue, and nothing else', () => {
    expect(nextStatuses('resolved')).toEqual(['open']);
    expect(nextStatuses('rejected')).toEqual(['open']);
  });

  it('refuses every other move, including staying put', () => {
    const legal = new Set([
      'open>in_progress',
      'in_progress>resolved',
      'in_progress>rejected',
      'resolved>open',
      'rejected>open',
    ]);
    for (const from of CONTENT_ISSUE_STATUSES) {
      for (const to of CONTENT_ISSUE_STATUSES) {
        expect(canMove(from, to), `${from} → ${to}`).toBe(legal.has(`${from}>${to}`));
      }
    }
  });

  it('counts resolved and rejected as closed', () => {
    expect(CONTENT_ISSUE_STATUSES.filter(isClosed)).toEqual(['resolved', 'rejected']);
  });

  it('knows its statuses', () => {
    expect(isContentIssueStatus('in_progress')).toBe(true);
    expect(isContentIssueStatus('closed')).toBe(false);
    expect(isContentIssueStatus(undefined)).toBe(false);
  });
});
