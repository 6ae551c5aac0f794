import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';
import { cascadeRef, createdAt, id, setNullRef } from '../db/columns';
import { portals } from '../portals/schema';

export const FEEDBACK_PROJECT_STATES = ['planned', 'started', 'backlog'] as const;

export type FeedbackProjectState = (typeof FEEDBACK_PROJECT_STATES)[number];

/**
 * The feedback service's projects. Not per portal: an outside feedback service
 * has one list for the whole product. `upvotes` is the count shown, kept with the upvote rows
 * in one transaction (the seed's counts have no rows behind them).
 */
export const feedbackProjects = pgTable(
  'feedback_projects',
  {
    id: id(),
    // Unique, so the seed can add missing projects by name without touching existing ones.
    name: text('name').notNull().unique(),
    // Hashtags in it (#coach) target roles; the BFF filters on them.
    description: text('description').notNull().default(''),
    /** The language the text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    state: text('state').$type<FeedbackProjectState>().notNull().default('backlog'),
    upvotes: integer('upvotes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_projects_state_check', sql`${t.state} in ('planned', 'started', 'backlog')`),
    check('feedback_projects_upvotes_check', sql`${t.upvotes} >= 0`),
  ],
);

/** Spec §3 feedback note payload, as received, with the portal it was sent from. */
export const feedbackNotes = pgTable(
  'feedback_notes',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    // Null for a free idea; a note on a project outlives the project.
    projectId: setNullRef('project_id', () => feedbackProjects.id),
    feedback: text('feedback').notNull(),
    email: text('email').notNull(),
    url: text('url').notNull(),
    entity: text('entity').notNull(),
    segments: text('segments').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_notes_project_idx').on(t.projectId),
    index('feedback_notes_account_idx').on(t.accountId),
    index('feedback_notes_portal_created_idx').on(t.portalId, t.createdAt),
  ],
);

/** One upvote per (synthetic) e-mail address and project (spec §7, §8 ALREADY_UPVOTED). */
export const feedbackUpvotes = pgTable(
  'feedback_upvotes',
  {
    id: id(),
    projectId: cascadeRef('project_id', () => feedbackProjects.id),
    email: text('email').notNull(),
    accountId: setNullRef('account_id', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_upvotes_email_project_unique').on(sql`lower(${t.email})`, t.projectId),
    index('feedback_upvotes_project_idx').on(t.projectId),
  ],
);
