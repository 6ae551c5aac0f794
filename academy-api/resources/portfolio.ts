import { type ResourceObject, toOne } from '../jsonapi/document';
import type { PortfolioItemRecord } from '../queries/portfolio';
import { courseResource, ENROLLMENT_TYPE_FIELDS } from './enrollments';

export const PORTFOLIO_INCLUDES = ['course'] as const;

/** Field names per type, for sparse fieldsets (attributes and relationships). */
export const PORTFOLIO_TYPE_FIELDS = {
  portfolio_items: ['title', 'description', 'kind', 'created_at', 'course'],
  courses: ENROLLMENT_TYPE_FIELDS.courses,
} as const;

export function portfolioItemResource(row: PortfolioItemRecord): ResourceObject {
  return {
    type: 'portfolio_items',
    id: row.id,
    attributes: {
      title: row.title,
      description: row.description,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
    },
    // Null when no course is linked, or the linked one was deleted since.
    relationships: { course: toOne('courses', row.course?.id) },
  };
}

/** The linked courses of some items, each once (the document dedupes them). */
export function portfolioIncluded(rows: PortfolioItemRecord[]): ResourceObject[] {
  return rows.flatMap((row) => (row.course ? [courseResource(row.course)] : []));
}
