import { courseTranslations } from '../../shared/authoring/contract';
import { announcementTranslations } from '../../shared/communication/contract';
import { TRANSLATION_TYPES, type TranslatedKind } from '../../shared/content/translations';
import { type RichTextRules, sanitizeRichText } from '../../shared/rich-text/sanitize';
import { type ResourceObject, toMany } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { TranslationRow } from './content-translations.queries';

/**
 * A translation as the editing screens read it, under the original's own field names (a
 * course's `summary` and `description_html`, an announcement's `body_html`); stored HTML is
 * sanitised again on output.
 */
export function translationResource(
  kind: TranslatedKind,
  row: TranslationRow,
  rules: RichTextRules,
): ResourceObject {
  const html = sanitizeRichText(row.bodyHtml, rules);
  const owner = kind === 'course' ? row.courseId : row.announcementId;
  const links = {
    self: `/v1/${kind === 'course' ? 'courses' : 'announcements'}/${owner}/translations/${row.locale}`,
  };
  const updatedAt = iso(row.updatedAt);
  if (kind === 'course') {
    return resourceOf(
      courseTranslations,
      row.id,
      {
        locale: row.locale,
        title: row.title,
        summary: row.summary,
        description_html: html,
        updated_at: updatedAt,
      },
      { links },
    );
  }
  return resourceOf(
    announcementTranslations,
    row.id,
    { locale: row.locale, title: row.title, body_html: html, updated_at: updatedAt },
    { links },
  );
}

/** The `translations` relationship of an original, and its included resources. */
export function translationsPart(
  kind: TranslatedKind,
  rows: readonly TranslationRow[],
  rules: RichTextRules,
) {
  return {
    relationship: toMany(
      TRANSLATION_TYPES[kind],
      rows.map((row) => row.id),
    ),
    included: rows.map((row) => translationResource(kind, row, rules)),
  };
}

/**
 * A course in its reader's language: the translation's title, summary and description when
 * there is one, and `textLanguage`, the language those texts are in (the page marks them with
 * it; `language` stays the language the course is taught in).
 */
export function courseInLanguage<
  T extends { title: string; description: string; language: string; descriptionHtml?: string },
>(course: T, translation: TranslationRow | null): T & { textLanguage: string } {
  if (!translation) return { ...course, textLanguage: course.language };
  return {
    ...course,
    title: translation.title,
    description: translation.summary,
    ...('descriptionHtml' in course ? { descriptionHtml: translation.bodyHtml } : {}),
    textLanguage: translation.locale,
  };
}

/**
 * An announcement in its reader's language: the translation's title and text when there is
 * one, with `language` the language of what is returned (its meaning for readers: the language
 * of the title and text).
 */
export function announcementInLanguage<
  T extends { title: string; bodyHtml: string; language: string | null },
>(row: T, translation: TranslationRow | null): T {
  if (!translation) return row;
  return {
    ...row,
    title: translation.title,
    bodyHtml: translation.bodyHtml,
    language: translation.locale,
  };
}
