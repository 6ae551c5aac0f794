import { describe, expect, it } from 'vitest';
import {
  closesCycle,
  gradedFacts,
  isLocked,
  mayBePassed,
  meets,
  opensAt,
  type ReleaseFacts,
  type ReleaseRule,
  releaseState,
  wireReleaseState,
} from './release';

const DAY = 86_400_000;
const ENROLLED = new Date('2026-12-01T23:30:00Z');
const NOW = new Date('2026-12-05T10:00:00Z');
const QUIZ = { title: 'Quiz 1', slug: 'quiz-1' };

const rule = (changes: Partial<ReleaseRule> = {}): ReleaseRule => ({
  releaseDays: null,
  releaseOn: null,
  requiresItemId: null,
  requires: 'completed',
  ...changes,
});

const facts = (changes: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
  enrolledAt: ENROLLED,
  now: NOW,
  items: new Map([['quiz', QUIZ]]),
  completed: new Set(),
  passed: new Set(),
  ...changes,
});

describe('release rules of an item (issue 43 item 6)', () => {
  it('no rule: open', () => {
    expect(releaseState(rule(), facts())).toEqual({ state: 'open' });
    expect(isLocked(releaseState(rule(), facts()))).toBe(false);
  });

  it('N days after enrolment: scheduled until then, to the millisecond, then open', () => {
    const fiveDays = rule({ releaseDays: 5 });
    const at = new Date(ENROLLED.getTime() + 5 * DAY);
    expect(releaseState(fiveDays, facts())).toEqual({
      state: 'scheduled',
      opensAt: at,
      afterDays: 5,
      requires: null,
    });
    expect(releaseState(fiveDays, facts({ now: new Date(at.getTime() - 1) })).state).toBe(
      'scheduled',
    );
    expect(releaseState(fiveDays, facts({ now: at })).state).toBe('open');
    // 0 days: open from the moment of enrolment.
    expect(releaseState(rule({ releaseDays: 0 }), facts({ now: ENROLLED })).state).toBe('open');
  });

  it('on a date: an instant, the same whatever the zone it was written in', () => {
    const amsterdam = new Date('2026-12-14T00:00:00+01:00');
    const utc = new Date('2026-12-13T23:00:00Z');
    expect(amsterdam.getTime()).toBe(utc.getTime());
    const state = releaseState(rule({ releaseOn: amsterdam }), facts());
    expect(state).toEqual({ state: 'scheduled', opensAt: utc, afterDays: null, requires: null });
    expect(releaseState(rule({ releaseOn: amsterdam }), facts({ now: utc })).state).toBe('open');
    // A date already past: open.
    expect(releaseState(rule({ releaseOn: new Date('2026-01-01T00:00:00Z') }), facts()).state).toBe(
      'open',
    );
  });

  it('both a date and days: the later one counts', () => {
    const early = new Date('2026-12-03T00:00:00Z');
    const late = new Date('2026-12-20T00:00:00Z');
    expect(opensAt({ releaseDays: 10, releaseOn: early }, ENROLLED)).toEqual(
      new Date(ENROLLED.getTime() + 10 * DAY),
    );
    expect(opensAt({ releaseDays: 1, releaseOn: late }, ENROLLED)).toEqual(late);
    expect(opensAt({ releaseDays: null, releaseOn: null }, ENROLLED)).toBeNull();
    // Days already run out but the date still ahead: still scheduled, to the date.
    expect(releaseState(rule({ releaseDays: 1, releaseOn: late }), facts())).toMatchObject({
      state: 'scheduled',
      opensAt: late,
      afterDays: null,
    });
    // The days later than the date: the days are the reason.
    expect(releaseState(rule({ releaseDays: 10, releaseOn: early }), facts())).toMatchObject({
      afterDays: 10,
    });
  });

  it('a prerequisite to complete: waiting until completed, naming it', () => {
    const needs = rule({ requiresItemId: 'quiz' });
    expect(releaseState(needs, facts())).toEqual({
      state: 'waiting',
      requires: { itemId: 'quiz', title: 'Quiz 1', slug: 'quiz-1', condition: 'completed' },
    });
    expect(releaseState(needs, facts({ completed: new Set(['quiz']) })).state).toBe('open');
  });

  it('a prerequisite to pass: completing it is not enough', () => {
    const needs = rule({ requiresItemId: 'quiz', requires: 'passed' });
    expect(releaseState(needs, facts({ completed: new Set(['quiz']) }))).toMatchObject({
      state: 'waiting',
      requires: { condition: 'passed' },
    });
    expect(
      releaseState(needs, facts({ completed: new Set(['quiz']), passed: new Set(['quiz']) })).state,
    ).toBe('open');
    expect(meets('passed', 'quiz', { completed: new Set(), passed: new Set(['quiz']) })).toBe(true);
    expect(meets('completed', 'quiz', { completed: new Set(), passed: new Set(['quiz']) })).toBe(
      false,
    );
  });

  it('a prerequisite missing or deleted since: open', () => {
    expect(releaseState(rule({ requiresItemId: 'gone' }), facts()).state).toBe('open');
    expect(releaseState(rule({ requiresItemId: 'quiz' }), facts({ items: new Map() })).state).toBe(
      'open',
    );
  });

  it('a date ahead and a prerequisite unmet: scheduled, with both reasons; then waiting', () => {
    const both = rule({ releaseDays: 7, requiresItemId: 'quiz', requires: 'passed' });
    const at = new Date(ENROLLED.getTime() + 7 * DAY);
    expect(releaseState(both, facts())).toEqual({
      state: 'scheduled',
      opensAt: at,
      afterDays: 7,
      requires: { itemId: 'quiz', title: 'Quiz 1', slug: 'quiz-1', condition: 'passed' },
    });
    expect(releaseState(both, facts({ passed: new Set(['quiz']) }))).toEqual({
      state: 'scheduled',
      opensAt: at,
      afterDays: 7,
      requires: null,
    });
    expect(releaseState(both, facts({ now: at })).state).toBe('waiting');
    expect(releaseState(both, facts({ now: at, passed: new Set(['quiz']) })).state).toBe('open');
  });

  it('only quizzes, assignments and packages can be passed', () => {
    expect(mayBePassed('quiz')).toBe(true);
    expect(mayBePassed('assignment')).toBe(true);
    expect(mayBePassed('package')).toBe(true);
    expect(mayBePassed('lesson')).toBe(false);
  });

  it('the wire form: an ISO instant and snake_case', () => {
    expect(wireReleaseState({ state: 'open' })).toEqual({ state: 'open' });
    expect(
      wireReleaseState(
        releaseState(rule({ releaseOn: new Date('2026-12-14T09:00:00Z') }), facts()),
      ),
    ).toEqual({
      state: 'scheduled',
      opens_at: '2026-12-14T09:00:00.000Z',
      after_days: null,
      requires: null,
    });
    expect(wireReleaseState(releaseState(rule({ requiresItemId: 'quiz' }), facts()))).toEqual({
      state: 'waiting',
      requires: { item_id: 'quiz', title: 'Quiz 1', slug: 'quiz-1', condition: 'completed' },
    });
  });
});

describe('a cycle of prerequisites cannot be saved', () => {
  const links = new Map<string, string | null>([
    ['a', null],
    ['b', 'a'],
    ['c', 'b'],
  ]);
  it('refuses an item waiting for itself, directly or through others', () => {
    expect(closesCycle(links, 'a', 'a')).toBe(true);
    expect(closesCycle(links, 'a', 'b')).toBe(true);
    expect(closesCycle(links, 'a', 'c')).toBe(true);
  });
  it('accepts a chain, no prerequisite, or replacing the link that would have closed it', () => {
    expect(closesCycle(links, 'c', 'a')).toBe(false);
    expect(closesCycle(links, 'a', null)).toBe(false);
    expect(closesCycle(links, 'd', 'c')).toBe(false);
    // b stops waiting for a and waits for c, which waits for b: a loop.
    expect(closesCycle(links, 'b', 'c')).toBe(true);
  });
  it('never follows a loop among other items forever', () => {
    const looped = new Map<string, string | null>([
      ['x', 'y'],
      ['y', 'x'],
    ]);
    expect(closesCycle(looped, 'z', 'x')).toBe(false);
  });
});

describe('what "passed" and "completed" mean per kind', () => {
  it('reads the overview’s results: a package without success passes by completing', () => {
    const { passed, completed } = gradedFacts([
      { id: 'quiz-passed', kind: 'quiz', result: 'passed' },
      { id: 'quiz-failed', kind: 'quiz', result: 'failed' },
      { id: 'quiz-review', kind: 'quiz', result: 'awaiting_review' },
      { id: 'plan-passed', kind: 'assignment', result: 'passed' },
      { id: 'plan-changes', kind: 'assignment', result: 'changes_requested' },
      { id: 'pkg-passed', kind: 'package', result: 'passed' },
      { id: 'pkg-completed', kind: 'package', result: 'completed' },
      { id: 'pkg-failed', kind: 'package', result: 'failed' },
      { id: 'pkg-incomplete', kind: 'package', result: 'incomplete' },
    ]);
    const sorted = (set: Set<string>) => [...set].sort();
    expect(sorted(passed)).toEqual(['pkg-completed', 'pkg-passed', 'plan-passed', 'quiz-passed']);
    expect(sorted(completed)).toEqual([
      'pkg-completed',
      'pkg-passed',
      'plan-passed',
      'quiz-passed',
    ]);
  });
});
