import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import { type ContentIssueRow, lessonLink } from '../queries/content-issues';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A content issue for the admin list: what was reported and by whom, its status, and where it
 * is (course and lesson titles and slugs, and the player link to the exact lesson).
 */
export function contentIssueAdminResource(row: ContentIssueRow): ResourceObject {
  return {
    type: 'content_issues',
    id: row.id,
    attributes: {
      category: row.category,
      message: row.message,
      status: row.status,
      resolution: row.resolution,
      resolved_at: iso(row.resolvedAt),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      course_title: row.courseTitle,
      course_slug: row.courseSlug,
      item_title: row.itemTitle,
      item_slug: row.itemSlug,
      lesson_link: lessonLink(row),
      reporter_name: row.reporterName,
      handler_name: row.handlerName,
    },
    relationships: {
      course: toOne('courses', row.courseId),
      item: toOne('course_items', row.itemId),
      reporter: toOne('accounts', row.reporterId),
      handled_by: toOne('accounts', row.handledBy),
    },
  };
}
