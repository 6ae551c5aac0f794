import { type FormResult, resultOfError } from '@/components/forms/form-result';
import type { FieldConfig } from '@/components/forms/use-form';
import type { NewCourse } from '@/lib/resources/authoring';
import { COURSE_RULES } from '@/shared/authoring/course-rules';

export type CreateCourseField = 'title' | 'summary' | 'catalogId';

/**
 * The fields of /admin/courses/create, checked by the API's own course rules (so nothing it
 * would refuse is sent) and trimmed as it trims them. `catalogId` is the camelCase of the API's
 * `catalog_id`, so a 422 on that attribute lands on the catalog picker.
 */
export const CREATE_COURSE_FIELDS: Readonly<Record<CreateCourseField, FieldConfig>> = {
  title: { value: '', rules: COURSE_RULES.course.title, trim: true },
  summary: { value: '', rules: COURSE_RULES.course.summary, trim: true },
  catalogId: { value: null },
};

/** What the create sends: no catalog picked is null. */
export function newCourseOf(values: Record<CreateCourseField, unknown>): NewCourse {
  const catalogId = values.catalogId;
  return {
    title: String(values.title ?? ''),
    summary: String(values.summary ?? ''),
    catalogId: typeof catalogId === 'string' && catalogId !== '' ? catalogId : null,
  };
}

/**
 * A refused create as useForm reads it: the API's errors (a 422 on the fields, anything else as
 * the form's error) when they say what went wrong, else `failed` (no response at all, or an
 * error with only its English title).
 */
export function createRefusal(error: unknown, failed: string): FormResult {
  const result = resultOfError(error);
  const explained = result.errors?.some((item) => item.detail);
  return explained ? result : { status: result.status, errors: [{ detail: failed }] };
}
