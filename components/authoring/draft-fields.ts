import type { CourseDraft, CourseFieldChanges } from '@/lib/resources/authoring';
import type { FormMessage } from '@/lib/validation/form-types';

/** The course fields the Details section edits, as the form holds them. */
export interface DraftFields {
  title: string;
  slug: string;
  summary: string;
  descriptionHtml: string;
  language: string;
  catalogId: string | null;
  categoryId: string | null;
  labelIds: string[];
  coachIds: string[];
  coverFileId: string | null;
}

export function fieldsOf(course: CourseDraft): DraftFields {
  return {
    title: course.title,
    slug: course.slug,
    summary: course.summary,
    descriptionHtml: course.descriptionHtml,
    language: course.language,
    catalogId: course.catalogId,
    categoryId: course.categoryId,
    labelIds: course.labelIds,
    coachIds: course.coachIds,
    coverFileId: course.coverFileId,
  };
}

const API_NAMES: Record<keyof DraftFields, keyof CourseFieldChanges> = {
  title: 'title',
  slug: 'slug',
  summary: 'summary',
  descriptionHtml: 'description_html',
  language: 'language',
  catalogId: 'catalog_id',
  categoryId: 'category_id',
  labelIds: 'label_ids',
  coachIds: 'coach_ids',
  coverFileId: 'cover_file_id',
};

/** The Details fields, in the order the tab shows them: each is one of the form's fields. */
export const DRAFT_KEYS = Object.keys(API_NAMES) as readonly (keyof DraftFields)[];

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;

/** The fields that differ from what the server has, as a PATCH body (snake_case). */
export function changedFields(draft: DraftFields, base: DraftFields): CourseFieldChanges {
  const changes: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) {
    if (!same(draft[key], base[key])) changes[API_NAMES[key]] = draft[key];
  }
  return changes as CourseFieldChanges;
}

/** The API's field name back to the form's (a 409 or 422 names the API's). */
export function draftKeyOf(apiName: string): keyof DraftFields | undefined {
  return DRAFT_KEYS.find((key) => API_NAMES[key] === apiName);
}

/**
 * useForm's `apiFields`: every attribute the save sends claims the field it came from, so a
 * 422 lands there (one about anything else, such as the version, claims none).
 */
export const DRAFT_API_FIELDS: Readonly<Record<string, keyof DraftFields>> = Object.fromEntries(
  DRAFT_KEYS.map((key) => [API_NAMES[key], key]),
);

/** The Details fields' messages (a refused save's), by field. */
export type DraftErrors = Partial<Record<keyof DraftFields, string>>;

/** What each field says, from the messages the form shows on it (a save's are the API's text). */
export function draftErrorsOf(
  messagesOf: (key: keyof DraftFields) => readonly FormMessage[],
): DraftErrors {
  const errors: DraftErrors = {};
  for (const key of DRAFT_KEYS) {
    const text = messagesOf(key)
      .map((message) => ('text' in message ? message.text : ''))
      .filter(Boolean)
      .join(' ');
    if (text) errors[key] = text;
  }
  return errors;
}
