import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  Answer,
  AttemptStatus,
  FrozenQuestion,
  QuestionDefinition,
  QuestionResult,
  QuestionType,
  QuizSettings,
} from '../../shared/quiz/types';
import { accounts } from '../accounts/schema';
import { courseItems, courses } from '../authoring/schema';
import { cascadeRef, createdAt, id, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { files } from '../files/schema';
import { portals } from '../portals/schema';

/**
 * A quiz item's settings (SCREENS "Quizzes"): pass mark, attempts, time limit, shuffling, what
 * is shown afterwards, and the random draw. One row per course item of kind `quiz`.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    itemId: ref('item_id', () => courseItems.id, 'cascade').primaryKey(),
    portalId: cascadeRef('portal_id', () => portals.id),
    settings: jsonb('settings').$type<QuizSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quizzes_portal_idx').on(t.portalId)],
);

/**
 * The question bank: every question belongs to the portal and to the quiz it was written in;
 * random quizzes may draw from the portal's questions by category and label.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    quizItemId: cascadeRef('quiz_item_id', () => courseItems.id),
    position: integer('position').notNull().default(0),
    type: text('type').$type<QuestionType>().notNull(),
    prompt: text('prompt').notNull(),
    points: integer('points').notNull().default(1),
    feedback: text('feedback').notNull().default(''),
    category: text('category').notNull().default(''),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** The key: never sent to a student before their attempt is submitted. */
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    /** Issue 41: a picture above the prompt (a `question_image` file) and its alt text. */
    imageFileId: setNullRef('image_file_id', () => files.id),
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_quiz_position_idx').on(t.quizItemId, t.position),
    // Random pools: the portal's questions of a category.
    index('questions_portal_category_idx').on(t.portalId, t.category),
    index('questions_image_file_idx').on(t.imageFileId),
    check('questions_points_check', sql`${t.points} between 1 and 100`),
    check(
      'questions_type_check',
      sql`${t.type} in ('single_choice', 'multiple_choice', 'true_false', 'short_answer', 'numeric', 'matching', 'ordering', 'open')`,
    ),
  ],
);

/**
 * One attempt at a quiz: its draw is frozen when it starts (questions as they were, option
 * order), answers are kept as they are given, and it is scored once, on the server, when
 * submitted by the student or by the timer.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    itemId: cascadeRef('item_id', () => courseItems.id),
    courseId: cascadeRef('course_id', () => courses.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    /** 1, 2, … per account and quiz. */
    number: integer('number').notNull(),
    status: text('status').$type<AttemptStatus>().notNull().default('in_progress'),
    startedAt: ts('started_at').notNull().defaultNow(),
    /** When the time limit runs out (null: none). */
    deadlineAt: ts('deadline_at'),
    submittedAt: ts('submitted_at'),
    /** 'student' or 'timer'. */
    submittedBy: text('submitted_by').$type<'student' | 'timer'>(),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, Answer>>().notNull().default({}),
    results: jsonb('results').$type<QuestionResult[]>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score').notNull(),
    /** Whole percent of maxScore. */
    percent: integer('percent'),
    /** null while open answers wait for a coach. */
    passed: boolean('passed'),
    pendingReview: boolean('pending_review').notNull().default(false),
  },
  (t) => [
    unique('quiz_attempts_item_account_number_unique').on(t.itemId, t.accountId, t.number),
    index('quiz_attempts_account_course_idx').on(t.accountId, t.courseId),
    index('quiz_attempts_item_idx').on(t.itemId),
    check('quiz_attempts_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
  ],
);
