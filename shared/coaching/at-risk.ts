/**
 * "At risk" on /coach/students and the coach dashboard (SCREENS "Coaching"): a participant with
 * an unfinished course is at risk for any of three reasons, each shown with its badge.
 * The API filters and counts with the same numbers (academy-api/coaching/participants.queries.ts), and
 * works out the reasons of the rows it returns with this function.
 */
export const AT_RISK_RULES = {
  /** No learning activity (an item finished, or enrolling) for 7 days. */
  inactiveDays: 7,
  /** Progress 20 points or more below the average of the course's participants. */
  behindPoints: 20,
  /** 2 or more assignments past their due date without a submission. */
  overdueAssignments: 2,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

export type RiskReason =
  | { code: 'inactive'; days: number }
  | { code: 'behind'; points: number; courseTitle: string }
  | { code: 'overdue'; count: number };

export type RiskCode = RiskReason['code'];
export const RISK_CODES: readonly RiskCode[] = ['inactive', 'behind', 'overdue'];

/** What the rules look at, for the courses the coach reaches. */
export interface RiskFacts {
  /** Courses not completed yet: nobody is at risk in what they have finished. */
  activeCourses: number;
  /** The latest learning activity in those courses (enrolling counts), or null for none. */
  lastActivityAt: Date | null;
  /** The largest gap below a course's average, in points, and that course (null: none). */
  behind: { points: number; courseTitle: string } | null;
  /** Assignments past their due date with nothing submitted. */
  overdueAssignments: number;
}

/** Whole days between two instants (rounded down), for "no activity for N days". */
export const daysBetween = (from: Date, to: Date) =>
  Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/** The reasons a participant is at risk at `now`, in the order of AT_RISK_RULES; [] for none. */
export function riskReasons(facts: RiskFacts, now: Date): RiskReason[] {
  if (facts.activeCourses === 0) return [];
  const reasons: RiskReason[] = [];
  const idle = facts.lastActivityAt ? daysBetween(facts.lastActivityAt, now) : null;
  if (idle === null || idle >= AT_RISK_RULES.inactiveDays) {
    reasons.push({ code: 'inactive', days: idle ?? AT_RISK_RULES.inactiveDays });
  }
  if (facts.behind && facts.behind.points >= AT_RISK_RULES.behindPoints) {
    reasons.push({ code: 'behind', ...facts.behind });
  }
  if (facts.overdueAssignments >= AT_RISK_RULES.overdueAssignments) {
    reasons.push({ code: 'overdue', count: facts.overdueAssignments });
  }
  return reasons;
}

/** The moment before which the last activity makes a participant inactive at `now`. */
export const inactiveBefore = (now: Date) =>
  new Date(now.getTime() - AT_RISK_RULES.inactiveDays * DAY_MS);
