import { COURSE_RULES } from '../authoring/course-rules';
import { ANNOUNCEMENT_RULES } from '../communication/rules';

/**
 * Translations of what authors write for readers: a course's title, summary
 * and description, an announcement's title and text, once per portal language. The original
 * keeps its own language; a reader whose language has a translation reads that, anyone else
 * the original.
 */

/** What can be translated, and the JSON:API type of its translations. */
export const TRANSLATION_TYPES = {
  course: 'course_translations',
  announcement: 'announcement_translations',
} as const;
export type TranslatedKind = keyof typeof TRANSLATION_TYPES;

/** Spec §5 rules of a translation's fields: the original's own (same messages in the form). */
export const TRANSLATION_RULES = {
  course: { title: COURSE_RULES.course.title, summary: COURSE_RULES.course.summary },
  announcement: { title: ANNOUNCEMENT_RULES.title },
} as const;

/**
 * The languages a text may be translated into: the portal's, less the one the original is
 * written in (a translation into it would be a second original; editing the original is how).
 */
export function translationLocales(
  portalLocales: readonly string[],
  original: string | null | undefined,
): string[] {
  return portalLocales.filter((locale) => locale !== original);
}

/** Why a translation in `locale` is refused (422), or null when it may be written. */
export function translationLocaleProblem(
  locale: string,
  portalLocales: readonly string[],
  original: string | null | undefined,
): 'not_offered' | 'original' | null {
  if (!portalLocales.includes(locale)) return 'not_offered';
  if (locale === original) return 'original';
  return null;
}

/**
 * The translation a reader gets: the one in the reader's language, unless the original is in
 * that language already (it wins: a translation left behind after the original's language
 * changed is not shown). Null: the original.
 */
export function readerTranslation<T extends { locale: string }>(
  translations: readonly T[],
  readerLocale: string,
  original: string | null | undefined,
): T | null {
  if (readerLocale === original) return null;
  return translations.find((translation) => translation.locale === readerLocale) ?? null;
}
