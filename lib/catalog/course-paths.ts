/** Where the learning screens link to (SCREENS "Learning"). */

export const coursePagePath = (slug: string) => `/catalog/${encodeURIComponent(slug)}`;

export const lessonPath = (slug: string, item: string) =>
  `/courses/${encodeURIComponent(slug)}/${encodeURIComponent(item)}`;

/** A free preview lesson of a course's public page, for guests. */
export const previewPath = (slug: string, item: string) =>
  `${coursePagePath(slug)}/preview/${encodeURIComponent(item)}`;

export const ratePath = (slug: string) => `/rate?course=${encodeURIComponent(slug)}`;

/** The first item of an outline (modules and items in their order), or null when it is empty. */
export function firstItemSlug(
  modules: readonly { items: readonly { slug: string }[] }[],
): string | null {
  for (const module of modules) {
    const first = module.items[0];
    if (first) return first.slug;
  }
  return null;
}

/**
 * Where "Continue" (or "Review") leads: the first unfinished item, else the first item; the
 * course page while neither is known.
 */
export function continuePath(
  slug: string,
  nextItem: string | null | undefined,
  firstItem: string | null | undefined,
): string {
  const item = nextItem || firstItem;
  return item ? lessonPath(slug, item) : coursePagePath(slug);
}

/** A duration in whole hours and the minutes left over. */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A whole percentage 0–100, whatever the upstream sent: a progress bar takes nothing else. */
export function percent(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.min(100, Math.max(0, Math.round(number)));
}
