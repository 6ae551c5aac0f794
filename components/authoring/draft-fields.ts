import type { CourseDraft, CourseFieldChanges } from '@/lib/resources/authoring';

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

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;

/** The fields that differ from what the server has, as a PATCH body (snake_case). */
export function changedFields(draft: DraftFields, base: DraftFields): CourseFieldChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(API_NAMES) as (keyof DraftFields)[]) {
    if (!same(draft[key], base[key])) changes[API_NAMES[key]] = draft[key];
  }
  return changes as CourseFieldChanges;
}

/** The API's field name back to the form's (a 409 or 422 names the API's). */
export function draftKeyOf(apiName: string): keyof DraftFields | undefined {
  return (Object.keys(API_NAMES) as (keyof DraftFields)[]).find(
    (key) => API_NAMES[key] === apiName,
  );
}
