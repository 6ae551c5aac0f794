import { describe, expect, it } from 'vitest';
import { resultCounts } from './bulk-enrol-results';

describe('a bulk enrolment’s summary (issue 43)', () => {
  it('counts what changed and what was left as it was, per account and course', () => {
    expect(
      resultCounts({
        action: 'enroll',
        courses: [],
        summary: {},
        results: [
          {
            account_id: 'a',
            full_name: 'A',
            email: 'a@x.org',
            outcomes: { c1: 'enrolled', c2: 'already_enrolled' },
            problem: null,
          },
          { account_id: 'b', full_name: null, email: null, outcomes: {}, problem: null },
          {
            account_id: 'c',
            full_name: 'C',
            email: 'c@x.org',
            outcomes: { c1: 'unenrolled', c2: 'kept_completed' },
            problem: null,
          },
        ],
      }),
    ).toEqual({ changed: 2, unchanged: 2 });
  });
});
