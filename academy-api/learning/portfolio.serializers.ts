import { portfolioItems } from '../../shared/learning/contract';
import { FILE_TYPE_FIELDS, fileResource } from '../files/files.serializers';
import { type ResourceObject, toMany, toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { courseResource, ENROLLMENT_TYPE_FIELDS } from './enrollments.serializers';
import type { PortfolioItemRecord } from './portfolio.queries';

export const PORTFOLIO_INCLUDES = ['course', 'files'] as const;

/** Field names per type, for sparse fieldsets (attributes and relationships). */
export const PORTFOLIO_TYPE_FIELDS = {
  portfolio_items: [
    'title',
    'description',
    'kind',
    'shared_with_coach',
    'created_at',
    'course',
    'files',
  ],
  courses: ENROLLMENT_TYPE_FIELDS.courses,
  files: FILE_TYPE_FIELDS.files,
} as const;

export function portfolioItemResource(row: PortfolioItemRecord): ResourceObject {
  return resourceOf(
    portfolioItems,
    row.id,
    {
      title: row.title,
      description: row.description,
      kind: row.kind,
      // Shown to the account's primary coach on the participant's page.
      shared_with_coach: row.sharedWithCoach,
      created_at: iso(row.createdAt),
    },
    {
      relationships: {
        // Null when no course is linked, or the linked one was deleted since.
        course: toOne('courses', row.course?.id),
        // Only where the portal has account_files (SCREENS "Files": portfolio files).
        ...(row.files
          ? {
              files: toMany(
                'files',
                row.files.map((file) => file.id),
              ),
            }
          : {}),
      },
    },
  );
}

/** The linked courses and attached files of some items, each once (the document dedupes them). */
export function portfolioIncluded(rows: PortfolioItemRecord[]): ResourceObject[] {
  return rows.flatMap((row) => [
    ...(row.course ? [courseResource(row.course)] : []),
    ...(row.files ?? []).map(fileResource),
  ]);
}
