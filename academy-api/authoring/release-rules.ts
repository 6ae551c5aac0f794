import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  closesCycle,
  mayBePassed,
  RELEASE_CONDITIONS,
  RELEASE_DAYS_MAX,
  type ReleaseCondition,
} from '../../shared/learning/release';
import type { Db } from '../db/database';
import { courseItems } from '../db/schema';
import { text as detailText, fieldError } from '../jsonapi/errors';

/*
 * An item's release rule as the course editor writes it (issue 43 item 6, docs/release-rules.md;
 * the rule itself: shared/learning/release.ts). Each field is optional in a write (left out: kept)
 * and nullable (null: none). The database checks the ranges, the condition and self-reference;
 * the same course and no cycles are checked here, each with its own code on its field (422).
 */

export const releaseFields = {
  release_days: z.number().int().min(0).max(RELEASE_DAYS_MAX).nullable().optional(),
  /** An instant with its offset (`2026-12-14T00:00:00+01:00`, `…Z`). */
  release_on: z.iso.datetime({ offset: true }).nullable().optional(),
  requires_item_id: z.uuid().nullable().optional(),
  requires: z.enum(RELEASE_CONDITIONS).optional(),
};

export type ReleaseInput = {
  release_days?: number | null;
  release_on?: string | null;
  requires_item_id?: string | null;
  requires?: ReleaseCondition;
};

export type ReleaseChanges = Partial<{
  releaseDays: number | null;
  releaseOn: Date | null;
  requiresItemId: string | null;
  requires: ReleaseCondition;
}>;

/** The course's items with what each waits for (the editor's checks). */
async function courseItemLinks(db: Db, courseId: string) {
  return db
    .select({
      id: courseItems.id,
      kind: courseItems.kind,
      title: courseItems.title,
      requiresItemId: courseItems.requiresItemId,
    })
    .from(courseItems)
    .where(eq(courseItems.courseId, courseId));
}

/**
 * The columns a write changes, once checked against the course: the prerequisite an item of
 * the same course (PREREQUISITE_NOT_IN_COURSE), not the item itself (PREREQUISITE_SELF), not
 * waiting for the item through others (PREREQUISITE_CYCLE), and passable when `passed` is asked
 * (PREREQUISITE_NOT_PASSABLE, on `requires`: a lesson has no result). `item` null: a new item,
 * which nothing waits for yet.
 */
export async function releaseChanges(
  db: Db,
  params: {
    courseId: string;
    item: { id: string; requiresItemId: string | null; requires: ReleaseCondition } | null;
    input: ReleaseInput;
  },
): Promise<ReleaseChanges> {
  const { input, item } = params;
  const changes: ReleaseChanges = {};
  if (input.release_days !== undefined) changes.releaseDays = input.release_days;
  if (input.release_on !== undefined) {
    changes.releaseOn = input.release_on === null ? null : new Date(input.release_on);
  }
  if (input.requires !== undefined) changes.requires = input.requires;
  if (input.requires_item_id !== undefined) changes.requiresItemId = input.requires_item_id;
  const requiresItemId =
    input.requires_item_id !== undefined ? input.requires_item_id : (item?.requiresItemId ?? null);
  const condition = input.requires ?? item?.requires ?? 'completed';
  if (input.requires_item_id === undefined && input.requires === undefined) return changes;
  if (requiresItemId === null) return changes;
  if (item && requiresItemId === item.id) {
    throw fieldError('requires_item_id', 'PREREQUISITE_SELF', detailText('release.self'));
  }
  const links = await courseItemLinks(db, params.courseId);
  const prerequisite = links.find((link) => link.id === requiresItemId);
  if (!prerequisite) {
    throw fieldError(
      'requires_item_id',
      'PREREQUISITE_NOT_IN_COURSE',
      detailText('release.notInCourse'),
    );
  }
  if (
    item &&
    closesCycle(
      new Map(links.map((link) => [link.id, link.requiresItemId])),
      item.id,
      requiresItemId,
    )
  ) {
    throw fieldError(
      'requires_item_id',
      'PREREQUISITE_CYCLE',
      detailText('release.cycle', { title: prerequisite.title }),
    );
  }
  if (condition === 'passed' && !mayBePassed(prerequisite.kind)) {
    throw fieldError('requires', 'PREREQUISITE_NOT_PASSABLE', detailText('release.notPassable'));
  }
  return changes;
}
