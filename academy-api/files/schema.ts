import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { courses } from '../authoring/schema';
import { submissions } from '../coaching/schema';
import { cascadeRef, createdAt, id, ref, setNullRef } from '../db/columns';
import { portfolioItems } from '../learning/schema';
import { portals } from '../portals/schema';

export const FILE_PURPOSES = [
  'course_cover',
  'lesson_image',
  'portfolio',
  'submission',
  'avatar',
  'portal_logo',
  'question_image',
] as const;

export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * Every upload (SCREENS "Files"): the bytes live in the storage (the data directory by
 * default) under `storage_key`; this row says what they are and who may read them. The record
 * that owns the file (a course for covers and lesson images, a portfolio item) decides access.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    uploadedBy: setNullRef('uploaded_by', () => accounts.id),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    courseId: ref('course_id', () => courses.id, 'cascade'),
    portfolioItemId: ref('portfolio_item_id', () => portfolioItems.id, 'cascade'),
    /** A submission's file (purpose `submission`): its ticket decides who may read it. */
    submissionId: ref('submission_id', (): AnyPgColumn => submissions.id, 'cascade'),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, never taken from the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_portal_created_idx').on(t.portalId, t.createdAt),
    index('files_course_idx').on(t.courseId),
    index('files_portfolio_item_idx').on(t.portfolioItemId),
    index('files_submission_idx').on(t.submissionId),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    unique('files_storage_key_unique').on(t.storageKey),
    check('files_size_check', sql`${t.sizeBytes} between 0 and 50000000`),
    check(
      'files_purpose_check',
      sql`${t.purpose} in ('course_cover', 'lesson_image', 'portfolio', 'submission', 'avatar', 'portal_logo', 'question_image')`,
    ),
  ],
);
