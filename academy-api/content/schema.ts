import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from '../authoring/schema';
import { announcements } from '../communication/schema';
import { createdAt, id, ref, updatedAt } from '../db/columns';

/**
 * A translation of what a course or an announcement says to its readers: one
 * per owner and portal language, never in the original's own language (the API refuses it).
 * Exactly one owner; it goes with its owner. `summary` is a course's (plain text), `body_html`
 * the course's description or the announcement's text (rich text, sanitised on every write
 * like the original's).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: id(),
    courseId: ref('course_id', () => courses.id, 'cascade'),
    announcementId: ref('announcement_id', () => announcements.id, 'cascade'),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'content_translations_one_owner_check',
      sql`num_nonnulls(${t.courseId}, ${t.announcementId}) = 1`,
    ),
    // A reader's language: the owner's translation by (owner, locale); the editor's list by owner.
    uniqueIndex('content_translations_course_locale_unique')
      .on(t.courseId, t.locale)
      .where(sql`${t.courseId} is not null`),
    uniqueIndex('content_translations_announcement_locale_unique')
      .on(t.announcementId, t.locale)
      .where(sql`${t.announcementId} is not null`),
  ],
);
