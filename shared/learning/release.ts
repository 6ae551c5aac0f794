/**
 * Release rules for the items inside a course (issue 43 item 6, docs/release-rules.md): when an
 * item opens for a learner who is enrolled. An item may open
 * - `release_days` whole days (of 24 hours) after the learner enrolled (drip),
 * - on a date (`release_on`, an instant: the same moment everywhere, whatever the zone),
 * - once another item of the same course is `completed` or `passed` (a prerequisite).
 * Rules combine: with both a date and days the later of the two counts; a date not yet reached
 * and an unmet prerequisite show both reasons (the state is `scheduled`, the time comes first in
 * what the learner reads, and it carries the prerequisite too). Once the time has come, an unmet
 * prerequisite keeps it `waiting`.
 *
 * What "passed" means per kind (the learner overview's results, shared/learning/overview.ts):
 * a quiz: any submitted attempt passed (its best attempt counts); an assignment: its grade passed
 * (every scheme has a pass: pass/fail, or points and rubric against the pass mark); a package:
 * its latest attempt's success status passed, or completed when the package reports no success.
 * A lesson has no result: only `completed` may be asked of it. "Completed" is the item ticked
 * done (a passed quiz or assignment ticks itself) or passed, or a package's attempt completed.
 *
 * Staff who write courses and a course's coaches are never locked (they read without enrolling);
 * locked items still count toward a course's 100 %. Free of zod, for client components.
 */

export const RELEASE_CONDITIONS = ['completed', 'passed'] as const;
export type ReleaseCondition = (typeof RELEASE_CONDITIONS)[number];

/** At most ten years after enrolment (the column's check says the same). */
export const RELEASE_DAYS_MAX = 3650;

/** The kinds that have a result to pass; a lesson can only be completed. */
export const PASSABLE_KINDS = ['quiz', 'assignment', 'package'] as const;

export const mayBePassed = (kind: string) => (PASSABLE_KINDS as readonly string[]).includes(kind);

const DAY_MS = 24 * 60 * 60 * 1000;

/** An item's rule, as stored. */
export type ReleaseRule = {
  releaseDays: number | null;
  releaseOn: Date | null;
  requiresItemId: string | null;
  requires: ReleaseCondition;
};

/** What an item waits for, as the learner reads it. */
export type ReleaseRequirement = {
  itemId: string;
  title: string;
  slug: string;
  condition: ReleaseCondition;
};

export type ReleaseState =
  | { state: 'open' }
  /**
   * Opens at `opensAt`; `afterDays` when that time is the days after enrolment (not the date);
   * `requires` when a prerequisite is not met either (both reasons).
   */
  | {
      state: 'scheduled';
      opensAt: Date;
      afterDays: number | null;
      requires: ReleaseRequirement | null;
    }
  | { state: 'waiting'; requires: ReleaseRequirement };

/** What the rules read of a learner. */
export type ReleaseFacts = {
  /** When the learner enrolled (student view: now, as a student enrolling today). */
  enrolledAt: Date;
  now: Date;
  /** The course's items (a prerequisite's title and address); one not here was deleted. */
  items: ReadonlyMap<string, { title: string; slug: string }>;
  /** Items the learner completed (done, passed, or a package completed). */
  completed: ReadonlySet<string>;
  /** Items the learner passed. */
  passed: ReadonlySet<string>;
};

export const OPEN: ReleaseState = { state: 'open' };

/**
 * The learner's graded items (the overview's results) as the rules read them: passed — a quiz's
 * any passed attempt, an assignment's passing grade, a package's success, or a package that
 * reports no success completing; completed — passed, or a package's attempt completed. (Items
 * ticked done count as completed beside these.)
 */
export function gradedFacts(graded: readonly { id: string; kind: string; result: string }[]) {
  const passed = new Set<string>();
  const completed = new Set<string>();
  for (const item of graded) {
    if (item.result === 'passed' || (item.kind === 'package' && item.result === 'completed'))
      passed.add(item.id);
    if (item.result === 'passed' || item.result === 'completed') completed.add(item.id);
  }
  return { passed, completed };
}

/** When the rule's time comes for a learner enrolled at `enrolledAt`: the later of its dates. */
export function opensAt(
  rule: Pick<ReleaseRule, 'releaseDays' | 'releaseOn'>,
  enrolledAt: Date,
): Date | null {
  const times: number[] = [];
  if (rule.releaseDays !== null) times.push(enrolledAt.getTime() + rule.releaseDays * DAY_MS);
  if (rule.releaseOn !== null) times.push(rule.releaseOn.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** Whether a learner meets a prerequisite's condition. */
export function meets(
  condition: ReleaseCondition,
  itemId: string,
  facts: Pick<ReleaseFacts, 'completed' | 'passed'>,
): boolean {
  return condition === 'passed' ? facts.passed.has(itemId) : facts.completed.has(itemId);
}

/** Where an item stands for a learner. A prerequisite deleted since (or none) never locks. */
export function releaseState(rule: ReleaseRule, facts: ReleaseFacts): ReleaseState {
  const at = opensAt(rule, facts.enrolledAt);
  const scheduled = at !== null && at.getTime() > facts.now.getTime();
  const prerequisite = rule.requiresItemId ? facts.items.get(rule.requiresItemId) : undefined;
  const requires =
    rule.requiresItemId && prerequisite && !meets(rule.requires, rule.requiresItemId, facts)
      ? {
          itemId: rule.requiresItemId,
          title: prerequisite.title,
          slug: prerequisite.slug,
          condition: rule.requires,
        }
      : null;
  if (scheduled && at) {
    const byDays =
      rule.releaseDays !== null &&
      at.getTime() === facts.enrolledAt.getTime() + rule.releaseDays * DAY_MS;
    return {
      state: 'scheduled',
      opensAt: at,
      afterDays: byDays ? rule.releaseDays : null,
      requires,
    };
  }
  if (requires) return { state: 'waiting', requires };
  return OPEN;
}

export const isLocked = (state: ReleaseState) => state.state !== 'open';

/**
 * Whether making `itemId` require `requiresItemId` closes a loop (an item waiting, through
 * others, for itself): the course's current `requires` links with the new one in their place.
 */
export function closesCycle(
  links: ReadonlyMap<string, string | null>,
  itemId: string,
  requiresItemId: string | null,
): boolean {
  if (requiresItemId === null) return false;
  const seen = new Set<string>();
  let current: string | null = requiresItemId;
  while (current !== null && !seen.has(current)) {
    if (current === itemId) return true;
    seen.add(current);
    current = links.get(current) ?? null;
  }
  // The end of the chain, or a loop among other items (never saved, but never followed forever).
  return false;
}

/** The rule's wire form (`release` of an item: ISO date, snake_case). */
export type WireReleaseState =
  | { state: 'open' }
  | {
      state: 'scheduled';
      opens_at: string;
      after_days: number | null;
      requires: WireRequirement | null;
    }
  | { state: 'waiting'; requires: WireRequirement };

export type WireRequirement = {
  item_id: string;
  title: string;
  slug: string;
  condition: ReleaseCondition;
};

const wireRequirement = (requires: ReleaseRequirement): WireRequirement => ({
  item_id: requires.itemId,
  title: requires.title,
  slug: requires.slug,
  condition: requires.condition,
});

export function wireReleaseState(state: ReleaseState): WireReleaseState {
  if (state.state === 'open') return { state: 'open' };
  if (state.state === 'waiting')
    return { state: 'waiting', requires: wireRequirement(state.requires) };
  return {
    state: 'scheduled',
    opens_at: state.opensAt.toISOString(),
    after_days: state.afterDays,
    requires: state.requires ? wireRequirement(state.requires) : null,
  };
}
