import { sql } from 'drizzle-orm';
import { catalogs, courses } from '../db/schema';

/**
 * The columns a course shows in lists and includes (enrolments, portfolio items, the catalog):
 * never its rich description, which only the course page needs.
 */
export const courseSummaryColumns = {
  id: courses.id,
  portalId: courses.portalId,
  catalogId: courses.catalogId,
  categoryId: courses.categoryId,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  status: courses.status,
  // An uploaded cover wins; if its file is deleted (cover_file_id set to null) the seed's or
  // previous picture shows again instead of a dead link.
  coverUrl: sql<string | null>`case when ${courses.coverFileId} is not null
    then '/api/v1/files/' || ${courses.coverFileId} || '/content' else ${courses.coverUrl} end`.as(
    'cover_url',
  ),
  durationMinutes: courses.durationMinutes,
  language: courses.language,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  catalogName: catalogs.name,
};

export type CourseSummary = {
  id: string;
  portalId: string;
  catalogId: string | null;
  categoryId: string | null;
  slug: string;
  title: string;
  /** The summary (plain text). */
  description: string;
  status: 'draft' | 'published' | 'archived';
  coverUrl: string | null;
  durationMinutes: number;
  language: string;
  createdAt: Date;
  updatedAt: Date;
  catalogName: string | null;
};
