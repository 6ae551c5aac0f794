import type { CourseDetail, CourseItem, LessonView } from '@/lib/resources/courses';
import { outlineItems } from './outline';

/** Where an item stands for the viewer (docs/release-rules.md), as the player reads it. */
export type ItemRelease = NonNullable<CourseItem['release']>;

export type LockedRelease = Exclude<ItemRelease, { state: 'open' }>;

/** Locked for the viewer: scheduled or waiting for a prerequisite (open or unknown: not). */
export const isLocked = (release: ItemRelease | undefined): release is LockedRelease =>
  release !== undefined && release.state !== 'open';

/**
 * A locked item's page from the outline alone (the API refused its content, 403 ITEM_LOCKED):
 * the item as listed, and its neighbours, so the pager skips nothing.
 */
export function lockedLessonView(
  course: Pick<CourseDetail, 'modules'>,
  slug: string,
): LessonView | null {
  const items = outlineItems(course);
  const index = items.findIndex((item) => item.slug === slug);
  const item = items[index];
  if (!item) return null;
  return {
    item,
    previousSlug: items[index - 1]?.slug ?? null,
    nextSlug: items[index + 1]?.slug ?? null,
  };
}
