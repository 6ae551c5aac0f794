/**
 * Spec §5 rule strings of the course editor's fields, shared by its forms and the Academy API
 * (so a crafted request meets exactly the checks the form showed).
 */
export const COURSE_RULES = {
  course: { title: 'required|min:3|max:120', summary: 'max:500' },
  module: { title: 'required|min:1|max:120' },
  item: { title: 'required|min:1|max:120' },
} as const;

/** Rich text fields: the shared editor's default limit (SCREENS "The shared rich text editor"). */
export const RICH_TEXT_MAX = 100_000;

/** A course address: lower case letters and digits in hyphenated words, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** The languages a course may be taught in (the catalog's language filter). */
export const COURSE_LANGUAGES = ['en', 'nl', 'ro', 'de', 'fr'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** An item's duration in whole minutes: optional, 0 (none given) to a day. */
export const ITEM_DURATION_MAX = 1440;

/**
 * A new course's language: the portal's primary language when courses may be written in it,
 * else English (a Dutch portal's course starts Dutch).
 */
export function defaultCourseLanguage(primaryLocale: string | undefined): CourseLanguage {
  return COURSE_LANGUAGES.find((language) => language === primaryLocale) ?? 'en';
}
