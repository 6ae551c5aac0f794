import type { ResourceObject } from '../jsonapi/document';
import type { CourseSummary } from '../queries/course-summary';

/** The attributes of a course wherever it appears (spec §3: courses; SCREENS "Learning"). */
export const COURSE_FIELDS = [
  'slug',
  'title',
  'summary',
  'status',
  'cover_url',
  'duration_minutes',
  'language',
  'catalog_name',
  'created_at',
  'updated_at',
] as const;

/** `catalog_name` rather than a catalog relationship: the name is all a list shows. */
export function courseResource(
  course: CourseSummary,
  extra: {
    attributes?: Record<string, unknown>;
    relationships?: ResourceObject['relationships'];
  } = {},
): ResourceObject {
  return {
    type: 'courses',
    id: course.id,
    attributes: {
      slug: course.slug,
      title: course.title,
      summary: course.description,
      status: course.status,
      cover_url: course.coverUrl,
      duration_minutes: course.durationMinutes,
      language: course.language,
      catalog_name: course.catalogName,
      created_at: course.createdAt.toISOString(),
      updated_at: course.updatedAt.toISOString(),
      ...extra.attributes,
    },
    ...(extra.relationships ? { relationships: extra.relationships } : {}),
  };
}
