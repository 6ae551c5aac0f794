import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { sendResource } from '@/lib/api/transport';
import type { courseTranslations } from '@/shared/authoring/contract';
import type { announcementTranslations } from '@/shared/communication/contract';
import { TRANSLATION_TYPES, type TranslatedKind } from '@/shared/content/translations';
import type { Read } from '@/shared/contract/resource';

/**
 * Translations of a course's or an announcement's texts into the portal's other languages
 *: the editors read them with their original, and write each on its own.
 */
export type { TranslatedKind } from '@/shared/content/translations';

/** A course's translation (`course_translations`, under the course's own field names). */
export type CourseTranslation = Read<typeof courseTranslations>;

/** An announcement's translation (`announcement_translations`). */
export type AnnouncementTranslation = Read<typeof announcementTranslations>;

/** Whose translations: the owner's kind and id. */
export interface TranslationOwner {
  kind: TranslatedKind;
  id: string;
}

/**
 * A translation's texts as a form holds them, under the API's attribute names: `title`, a
 * course's `summary`, and the rich text (`description_html` or `body_html`, as the original's).
 */
export type TranslationValues = Record<string, string>;

/** The API's name of each owner's rich text. */
export const TRANSLATION_HTML_FIELD: Record<TranslatedKind, string> = {
  course: 'description_html',
  announcement: 'body_html',
};

/** The form's values of a stored translation (empty when there is none yet). */
export function translationValues(
  kind: TranslatedKind,
  translation: Partial<CourseTranslation & AnnouncementTranslation> | undefined,
): TranslationValues {
  const html = kind === 'course' ? translation?.descriptionHtml : translation?.bodyHtml;
  return {
    title: translation?.title ?? '',
    ...(kind === 'course' ? { summary: translation?.summary ?? '' } : {}),
    [TRANSLATION_HTML_FIELD[kind]]: html ?? '',
  };
}

const translationPath = (owner: TranslationOwner, locale: string) =>
  `/v1/${owner.kind === 'course' ? 'courses' : 'announcements'}/${encodeURIComponent(owner.id)}/translations/${encodeURIComponent(locale)}`;

/** PUT: adds or replaces the owner's translation into `locale`. */
export async function saveTranslation(
  owner: TranslationOwner,
  locale: string,
  values: TranslationValues,
) {
  return sendResource<CourseTranslation | AnnouncementTranslation>(translationPath(owner, locale), {
    method: 'PUT',
    body: serialize(TRANSLATION_TYPES[owner.kind], values),
  });
}

/** DELETE: the owner's readers in `locale` read the original again. */
export const removeTranslation = (owner: TranslationOwner, locale: string) =>
  apiFetch(translationPath(owner, locale), { method: 'DELETE' });
