import { enrollments } from '../../shared/catalog/contract';
import type { CourseAccess } from '../access/course-access';
import { type ResourceObject, toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { COURSE_FIELDS } from './courses.serializers';
import type { EnrollmentRecord } from './enrollments.queries';

export { courseResource } from './courses.serializers';

export const ENROLLMENT_INCLUDES = ['course'] as const;

/** Field names per type, for sparse fieldsets (attributes and relationships). */
export const ENROLLMENT_TYPE_FIELDS = {
  enrollments: [
    'status',
    'progress',
    'enrolled_at',
    'completed_at',
    'last_activity_at',
    'next_item_slug',
    'first_item_slug',
    'unlocked',
    'access_basis',
    'item_count',
    'done_count',
    'course',
  ],
  courses: COURSE_FIELDS,
} as const;

export function enrollmentResource(
  row: EnrollmentRecord,
  /** Where the course stands for the enrolled account (course-access.ts), when read. */
  access?: CourseAccess,
): ResourceObject {
  return resourceOf(
    enrollments,
    row.id,
    {
      status: row.status,
      progress: row.progress,
      enrolled_at: iso(row.enrolledAt),
      completed_at: iso(row.completedAt),
      last_activity_at: iso(row.lastActivityAt),
      // Where "Continue" leads: the first item not done yet (null when all are).
      next_item_slug: row.nextItemSlug,
      // Where "Review" leads once every item is done (null: the course has no items).
      first_item_slug: row.firstItemSlug,
      ...(row.itemCount !== undefined
        ? { item_count: row.itemCount, done_count: row.doneCount ?? 0 }
        : {}),
      ...(access ? { unlocked: access.unlocked, access_basis: access.basis } : {}),
    },
    { relationships: { course: toOne('courses', row.courseId) } },
  );
}
