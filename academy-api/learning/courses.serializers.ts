import { courses } from '../../shared/catalog/contract';
import type { WireAttributes } from '../../shared/contract/resource';
import type { CourseSummary } from '../catalog';
import type { Relationship, ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';

/** The attributes of a course wherever it appears (spec §3: courses; SCREENS "Learning"). */
export const COURSE_FIELDS = [
  'slug',
  'title',
  'summary',
  'status',
  'cover_url',
  'duration_minutes',
  'language',
  'text_language',
  'catalog_name',
  'created_at',
  'updated_at',
] as const;

/** What a view adds to a course's summary: attributes and relationships of the contract. */
export type CourseExtras = {
  attributes?: Partial<WireAttributes<typeof courses>>;
  relationships?: { [K in keyof (typeof courses)['relationships']]?: Relationship };
};

/** `catalog_name` rather than a catalog relationship: the name is all a list shows. */
export function courseResource(
  course: CourseSummary & { textLanguage?: string },
  extra: CourseExtras = {},
): ResourceObject {
  return resourceOf(
    courses,
    course.id,
    {
      slug: course.slug,
      title: course.title,
      summary: course.description,
      status: course.status,
      cover_url: course.coverUrl,
      duration_minutes: course.durationMinutes,
      // The language the course is taught in (the catalog's language filter).
      language: course.language,
      // The language its title, summary and description are in: a translation's in its reader's
      // language, else the course's own.
      text_language: course.textLanguage ?? course.language,
      catalog_name: course.catalogName,
      created_at: iso(course.createdAt),
      updated_at: iso(course.updatedAt),
      ...extra.attributes,
    },
    extra.relationships ? { relationships: extra.relationships } : {},
  );
}
