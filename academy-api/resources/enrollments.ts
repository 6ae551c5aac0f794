import { type ResourceObject, toOne } from '../jsonapi/document';
import type { CourseRecord, EnrollmentRecord } from '../queries/enrollments';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const ENROLLMENT_INCLUDES = ['course'] as const;

/** Field names per type, for sparse fieldsets (attributes and relationships). */
export const ENROLLMENT_TYPE_FIELDS = {
  enrollments: ['status', 'progress', 'enrolled_at', 'completed_at', 'course'],
  courses: ['title', 'description', 'published', 'has_content_issue', 'catalog_name'],
} as const;

export function enrollmentResource(row: EnrollmentRecord): ResourceObject {
  return {
    type: 'enrollments',
    id: row.id,
    attributes: {
      status: row.status,
      progress: row.progress,
      enrolled_at: iso(row.enrolledAt),
      completed_at: iso(row.completedAt),
    },
    relationships: { course: toOne('courses', row.courseId) },
  };
}

/** `catalog_name` rather than a catalog relationship: the name is all a list of enrolments shows. */
export function courseResource(course: CourseRecord): ResourceObject {
  return {
    type: 'courses',
    id: course.id,
    attributes: {
      title: course.title,
      description: course.description,
      published: course.published,
      has_content_issue: course.hasContentIssue,
      catalog_name: course.catalogName,
    },
  };
}
