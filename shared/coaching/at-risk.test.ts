import { describe, expect, it } from 'vitest';
import { AT_RISK_RULES, inactiveBefore, type RiskFacts, riskReasons } from './at-risk';

const NOW = new Date('2026-03-18T10:00:00Z');
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

const facts = (overrides: Partial<RiskFacts> = {}): RiskFacts => ({
  activeCourses: 1,
  lastActivityAt: daysAgo(1),
  behind: null,
  overdueAssignments: 0,
  ...overrides,
});

describe('at-risk rules (SCREENS "Coaching": no activity 7 days; behind by 20 points; 2 overdue assignments)', () => {
  it('quotes the numbers of the screens', () => {
    expect(AT_RISK_RULES).toEqual({ inactiveDays: 7, behindPoints: 20, overdueAssignments: 2 });
  });

  it('is not at risk when active within 7 days, on par and with nothing overdue', () => {
    expect(riskReasons(facts(), NOW)).toEqual([]);
    expect(riskReasons(facts({ lastActivityAt: daysAgo(6, 23) }), NOW)).toEqual([]);
  });

  it('is inactive after exactly 7 days without activity, and says how many', () => {
    expect(riskReasons(facts({ lastActivityAt: daysAgo(7) }), NOW)).toEqual([
      { code: 'inactive', days: 7 },
    ]);
    expect(riskReasons(facts({ lastActivityAt: daysAgo(30, 5) }), NOW)).toEqual([
      { code: 'inactive', days: 30 },
    ]);
    // The SQL's cut-off agrees: activity before this instant is 7 days old or more.
    expect(inactiveBefore(NOW)).toEqual(daysAgo(7));
  });

  it('is behind at 20 points below the course average, not at 19', () => {
    const behind = (points: number) => ({ points, courseTitle: 'Data literacy' });
    expect(riskReasons(facts({ behind: behind(19) }), NOW)).toEqual([]);
    expect(riskReasons(facts({ behind: behind(20) }), NOW)).toEqual([
      { code: 'behind', points: 20, courseTitle: 'Data literacy' },
    ]);
  });

  it('has overdue assignments from 2, not 1', () => {
    expect(riskReasons(facts({ overdueAssignments: 1 }), NOW)).toEqual([]);
    expect(riskReasons(facts({ overdueAssignments: 2 }), NOW)).toEqual([
      { code: 'overdue', count: 2 },
    ]);
  });

  it('gives every reason that holds, in order', () => {
    const all = facts({
      lastActivityAt: daysAgo(12),
      behind: { points: 45, courseTitle: 'Time management' },
      overdueAssignments: 3,
    });
    expect(riskReasons(all, NOW).map((reason) => reason.code)).toEqual([
      'inactive',
      'behind',
      'overdue',
    ]);
  });

  it('never counts someone whose courses are all completed', () => {
    const done = facts({ activeCourses: 0, lastActivityAt: daysAgo(90), overdueAssignments: 4 });
    expect(riskReasons(done, NOW)).toEqual([]);
  });
});
