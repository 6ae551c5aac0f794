import type { Context } from 'hono';
import {
  gradedFacts,
  OPEN,
  type ReleaseState,
  releaseState,
  wireReleaseState,
} from '../../shared/learning/release';
import type { AppEnv, Viewer } from '../app-env';
import { ApiError } from '../jsonapi/errors';
import {
  courseOutline,
  findEnrollment,
  isCourseCoach,
  type OutlineItem,
} from '../learning/courses.queries';
import { gradedItems } from '../learning/overview.queries';
import { type AccountScope, viewerAccount } from './account-scope';
import { type Learner, managesCourses } from './course-access';

/*
 * Release rules of the items inside a course (issue 43 item 6, docs/release-rules.md): where
 * each item stands for the viewer, and the one refusal (403 ITEM_LOCKED) every route that reads
 * a locked item's content or writes on it gives. The rules themselves are
 * shared/learning/release.ts.
 */

export type ReleaseStates = ReadonlyMap<string, ReleaseState>;

const hasRule = (item: OutlineItem) =>
  item.releaseDays !== null || item.releaseOn !== null || item.requiresItemId !== null;

/**
 * Every item's state for a learner enrolled at `enrolledAt` (`scope` null: nothing done yet, as
 * student view's student who enrolled today). A course without rules costs no query.
 */
export async function releaseStates(
  c: Context<AppEnv>,
  params: {
    items: readonly OutlineItem[];
    scope: AccountScope | null;
    courseId: string;
    enrolledAt: Date;
    now?: Date;
  },
): Promise<ReleaseStates> {
  const { items } = params;
  if (!items.some(hasRule)) return new Map(items.map((item) => [item.id, OPEN]));
  const completed = new Set(params.scope ? items.filter((i) => i.done).map((i) => i.id) : []);
  const passed = new Set<string>();
  if (params.scope && items.some((item) => item.requiresItemId !== null)) {
    // What the learner passed or completed by the overview's results (shared/learning/release.ts).
    const graded = gradedFacts(
      await gradedItems(c.var.db, { scope: params.scope, courseIds: [params.courseId] }),
    );
    for (const id of graded.passed) passed.add(id);
    for (const id of graded.completed) completed.add(id);
  }
  const facts = {
    enrolledAt: params.enrolledAt,
    now: params.now ?? new Date(),
    items: new Map(items.map((item) => [item.id, { title: item.title, slug: item.slug }])),
    completed,
    passed,
  };
  return new Map(items.map((item) => [item.id, releaseState(item, facts)]));
}

/** Staff who write courses and the course's coaches: never locked (they read unenrolled). */
async function exempt(c: Context<AppEnv>, viewer: Viewer, courseId: string): Promise<boolean> {
  return (
    managesCourses(c, viewer) || (await isCourseCoach(c.var.db, { courseId, accountId: viewer.id }))
  );
}

/**
 * The items' states for the viewer of a course's page or player: open for staff and coaches;
 * for an enrolled learner from their enrolment; for a student not enrolled (yet), as they would
 * stand enrolling now.
 */
export async function viewerReleaseStates(
  c: Context<AppEnv>,
  params: { viewer: Viewer; courseId: string; items: readonly OutlineItem[] },
): Promise<ReleaseStates> {
  const { viewer, courseId, items } = params;
  if (!items.some(hasRule) || (await exempt(c, viewer, courseId))) {
    return new Map(items.map((item) => [item.id, OPEN]));
  }
  const enrollment = await findEnrollment(c.var.db, { accountId: viewer.id, courseId });
  return releaseStates(c, {
    items,
    courseId,
    scope: enrollment ? viewerAccount(c) : null,
    enrolledAt: enrollment?.enrolledAt ?? new Date(),
  });
}

/** 403 ITEM_LOCKED: why, and when or after what it opens; never the item's content. */
export function itemLocked(state: ReleaseState): ApiError {
  const wire = wireReleaseState(state);
  return new ApiError(403, [
    {
      code: 'ITEM_LOCKED',
      meta: {
        state: wire.state,
        opens_at: wire.state === 'scheduled' ? wire.opens_at : null,
        after_days: wire.state === 'scheduled' ? wire.after_days : null,
        requires: wire.state === 'open' ? null : wire.requires,
      },
    },
  ]);
}

/**
 * Refuses (403 ITEM_LOCKED) reading a locked item's content or writing on it: answered by every
 * learner route of an item (lesson, progress, quiz and its attempts, assignment, package
 * launch) after learner(). Staff and coaches pass.
 */
export async function requireOpenItem(
  c: Context<AppEnv>,
  learner: Pick<Learner, 'viewer' | 'course'>,
  itemId: string,
  outline?: readonly OutlineItem[],
): Promise<void> {
  const items =
    outline ??
    (
      await courseOutline(c.var.db, { courseId: learner.course.id, accountId: learner.viewer.id })
    ).flatMap((module) => module.items);
  const states = await viewerReleaseStates(c, {
    viewer: learner.viewer,
    courseId: learner.course.id,
    items,
  });
  const state = states.get(itemId) ?? OPEN;
  if (state.state !== 'open') throw itemLocked(state);
}

/** Every item's state for student view's student, who enrolled now and has done nothing. */
export async function previewReleaseStates(
  c: Context<AppEnv>,
  params: { courseId: string; items: readonly OutlineItem[] },
): Promise<ReleaseStates> {
  return releaseStates(c, { ...params, scope: null, enrolledAt: new Date() });
}

/** Student view refuses a locked item as its student would be refused (403 ITEM_LOCKED). */
export async function requireOpenInPreview(
  c: Context<AppEnv>,
  courseId: string,
  itemId: string,
): Promise<void> {
  const items = (await courseOutline(c.var.db, { courseId, accountId: null })).flatMap(
    (module) => module.items,
  );
  const state = (await previewReleaseStates(c, { courseId, items })).get(itemId) ?? OPEN;
  if (state.state !== 'open') throw itemLocked(state);
}
