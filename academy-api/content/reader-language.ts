import type { Context } from 'hono';
import { readerTranslation, type TranslatedKind } from '../../shared/content/translations';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { type TranslationRow, translationsIn } from './content-translations.queries';
import { announcementInLanguage, courseInLanguage } from './content-translations.serializers';

/**
 * Originals in their reader's language: each with its translation in the
 * reader's language (the request's, resolved by the app's locale middleware) when it has one
 * and is not written in that language already, else as it is. One query for all of them.
 */
export async function inReaderLanguage<T extends { id: string; language: string | null }, R>(
  db: Db,
  locale: string,
  kind: TranslatedKind,
  rows: readonly T[],
  apply: (row: T, translation: TranslationRow | null) => R,
): Promise<R[]> {
  const found = await translationsIn(db, { kind, ids: rows.map((row) => row.id), locale });
  return rows.map((row) => {
    const translation = found.get(row.id);
    return apply(row, readerTranslation(translation ? [translation] : [], locale, row.language));
  });
}

type CourseTexts = {
  id: string;
  title: string;
  description: string;
  language: string;
  descriptionHtml?: string;
};

/** Courses as the request's reader reads them, each with its `textLanguage`. */
export const coursesForReader = <T extends CourseTexts>(
  c: Context<AppEnv>,
  courses: readonly T[],
) => inReaderLanguage(c.var.db, c.var.locale, 'course', courses, courseInLanguage);

/** One course as the request's reader reads it. */
export async function courseForReader<T extends CourseTexts>(c: Context<AppEnv>, course: T) {
  const [localized] = await coursesForReader(c, [course]);
  return localized ?? courseInLanguage(course, null);
}

/** Announcements (coach news, the banner) in their reader's language. */
export const announcementsForReader = <
  T extends { id: string; title: string; bodyHtml: string; language: string | null },
>(
  db: Db,
  locale: string,
  rows: readonly T[],
) => inReaderLanguage(db, locale, 'announcement', rows, announcementInLanguage);

/** Rows that carry a course (enrolments, portfolio items), each course as its reader reads it. */
export async function withCoursesForReader<R extends { course: CourseTexts | null }>(
  c: Context<AppEnv>,
  rows: readonly R[],
): Promise<R[]> {
  const courses = rows.flatMap((row) => (row.course ? [row.course] : []));
  const localized = new Map(
    (await coursesForReader(c, courses)).map((course) => [course.id, course]),
  );
  return rows.map((row) =>
    row.course ? { ...row, course: localized.get(row.course.id) ?? row.course } : row,
  );
}
