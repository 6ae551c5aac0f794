import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { questionDefinitionSchema, quizSettingsSchema } from './question-schema';
import { type Answer, ATTEMPT_STATUSES, type QuestionDefinition, type QuizSettings } from './types';
import { fromWire } from './wire';

/**
 * The quiz domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): a quiz (as its student sees it, or as its author edits it), an
 * author's question, and a student's attempt.
 *
 * Quiz data nests objects whose keys travel snake_case (./wire.ts): a definition's
 * `case_sensitive`, the settings' `pass_mark`. Those parts are checked by the author's own
 * schemas (./question-schema.ts) after `fromWire`, so the wire admits what an author may write
 * and the app reads the camelCase types of ./types.ts.
 */

/** A wire value of an author's schema: snake_case keys, checked as the camelCase value. */
const wire = <T>(schema: z.ZodType<T, unknown>) => z.preprocess((value) => fromWire(value), schema);

/** A question's key, on the wire. */
const definition: z.ZodType<QuestionDefinition, unknown> = wire(questionDefinitionSchema);

/** A quiz's settings, on the wire. */
const settings: z.ZodType<QuizSettings, unknown> = wire(quizSettingsSchema);

/** How an attempt shows its questions: one at a time or all on one page (QuizSettings). */
const layout = z.enum(['one', 'all']);

/** A question's image on the wire (issue 41): its file (GET /v1/files/{id}/content) and alt text. */
const image = z.strictObject({ file_id: z.string(), alt: z.string() }).nullable();

/** A question's fields as its author edits them (the key included). */
const questionFields = {
  prompt: z.string(),
  /** Shown above the prompt (null: none; the API always sends it, a write may leave it out). */
  image: image.optional(),
  points: z.number().int(),
  feedback: z.string(),
  category: z.string(),
  labels: z.array(z.string()),
  definition,
};

const option = z.strictObject({ id: z.string(), text: z.string() });

/**
 * What a student sees of a question during an attempt (./attempt.ts `publicQuestion`, in wire
 * form): no key.
 */
export const publicQuestionSchema = z.strictObject({
  id: z.string(),
  prompt: z.string(),
  image,
  points: z.number().int(),
  body: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('single_choice'), options: z.array(option) }),
    z.strictObject({ type: z.literal('multiple_choice'), options: z.array(option) }),
    z.strictObject({ type: z.literal('true_false') }),
    z.strictObject({ type: z.literal('short_answer') }),
    z.strictObject({ type: z.literal('numeric') }),
    z.strictObject({
      type: z.literal('matching'),
      lefts: z.array(option),
      rights: z.array(option),
    }),
    z.strictObject({ type: z.literal('ordering'), items: z.array(option) }),
    z.strictObject({ type: z.literal('open') }),
  ]),
});

/** A student's answer to a question of any type (./attempt.ts checks it against the question). */
export const answerSchema: z.ZodType<Answer, Answer> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('single_choice'), option: z.string() }),
  z.strictObject({ type: z.literal('multiple_choice'), options: z.array(z.string()) }),
  z.strictObject({ type: z.literal('true_false'), value: z.boolean() }),
  z.strictObject({ type: z.literal('short_answer'), text: z.string() }),
  z.strictObject({ type: z.literal('numeric'), value: z.number() }),
  z.strictObject({ type: z.literal('matching'), matches: z.record(z.string(), z.string()) }),
  z.strictObject({ type: z.literal('ordering'), order: z.array(z.string()) }),
  z.strictObject({ type: z.literal('open'), text: z.string() }),
]);

/** One row of the student's attempt history on the quiz (newest first). */
export const attemptSummarySchema = z.strictObject({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: timestamp,
  submitted_at: optionalTimestamp,
  /** null unless the settings show the score. */
  percent: z.number().int().nullable(),
  /** null while an open answer waits for a coach. */
  passed: z.boolean().nullable(),
  pending_review: z.boolean(),
});

/** What keeps a quiz from being taken (the publish check's code and words). */
export const quizProblemSchema = z.strictObject({ code: z.string(), detail: z.string() });

export const quizzes = defineResource({
  type: 'quizzes',
  description:
    'A quiz (its course item). Its student sees its rules and their attempts ' +
    '(GET /v1/courses/{course}/quizzes/{item}); its author edits its settings and questions ' +
    "(GET and PATCH /v1/quizzes/{item}, the question-bank document's meta beside it).",
  attributes: {
    title: z.string(),
    /** Questions an attempt holds (student: the draw count or all; author: all the quiz has). */
    question_count: z.number().int(),
    // The student's view (GET /v1/courses/{course}/quizzes/{item}) only:
    pass_mark: z.number().int().optional(),
    /** null: unlimited. */
    max_attempts: z.number().int().nullable().optional(),
    time_limit_minutes: z.number().int().nullable().optional(),
    layout: layout.optional(),
    /** null for a random draw (it depends on the questions drawn). */
    max_score: z.number().nullable().optional(),
    attempts_used: z.number().int().optional(),
    /** null: unlimited. */
    attempts_left: z.number().int().nullable().optional(),
    best_percent: z.number().int().nullable().optional(),
    /** Any attempt passed. */
    passed: z.boolean().optional(),
    open_attempt_id: z.string().nullable().optional(),
    attempts: z.array(attemptSummarySchema).optional(),
    // The author's view (/v1/quizzes/{item}) only:
    course_id: z.string().optional(),
    course_title: z.string().optional(),
    settings: settings.optional(),
    questions: z.array(z.strictObject({ id: z.string(), ...questionFields })).optional(),
    /** The questions a random draw picks from. */
    pool_size: z.number().int().optional(),
    problems: z.array(quizProblemSchema).optional(),
  },
  relationships: { course: { type: 'courses' } },
});

export const questions = defineResource({
  type: 'questions',
  description: 'A question of a quiz as its author edits it: the definition (its key) included.',
  attributes: questionFields,
});

/** A graded question as the student may see it afterwards (./attempt.ts `visibleResults`). */
export const attemptResultSchema = z.strictObject({
  question_id: z.string(),
  points: z.number().int(),
  pending: z.boolean(),
  /** With "score" shown. */
  score: z.number().optional(),
  /** With "correctness" shown. */
  correct: z.boolean().optional(),
  /** With "feedback" shown (and some feedback written). */
  feedback: z.string().optional(),
  /** With "feedback" shown: the feedback of the options the student chose (issue 41). */
  answer_feedback: z.array(z.strictObject({ option: z.string(), feedback: z.string() })).optional(),
  /** With "correct answers" shown: the question's definition. */
  correct_answer: definition.optional(),
});

export const quizAttempts = defineResource({
  type: 'quiz_attempts',
  description:
    "A student's attempt: its questions as the student sees them (never a key before it is " +
    'submitted), their answers, and once submitted the grade as far as the settings show it.',
  attributes: {
    number: z.number().int(),
    status: z.enum(ATTEMPT_STATUSES),
    started_at: timestamp,
    /** When the time limit runs out (null: none). */
    deadline_at: optionalTimestamp,
    submitted_at: optionalTimestamp,
    submitted_by: z.enum(['student', 'timer']).nullable(),
    layout,
    /** The server's clock when it answered (for the timer). */
    server_now: timestamp,
    /** In the attempt's frozen order, options too. */
    questions: z.array(publicQuestionSchema),
    /** Keyed by question id. */
    answers: z.record(z.string(), answerSchema),
    // Once submitted only; score and percent only when the settings show the score:
    score: z.number().nullable().optional(),
    percent: z.number().int().nullable().optional(),
    max_score: z.number().optional(),
    /** null while an open answer waits for a coach. */
    passed: z.boolean().nullable().optional(),
    pending_review: z.boolean().optional(),
    pass_mark: z.number().int().optional(),
    results: z.array(attemptResultSchema).optional(),
  },
  relationships: {
    quiz: { type: 'quizzes' },
    course: { type: 'courses' },
  },
});
