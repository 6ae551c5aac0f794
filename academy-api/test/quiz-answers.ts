import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Answer, FrozenQuestion, QuestionDefinition } from '../../shared/quiz/types';
import type { Db } from '../db/database';
import { courseItems, courses, questions } from '../db/schema';
import type { Json, TestApi } from './api-client';

/**
 * DEMO-DATA.md's Data literacy quiz as the quiz tests read it: its id, its course's and portal's,
 * the lesson "Misleading axes" (an item that is no quiz), and its pool's keys by question id.
 */
export async function dataLiteracyQuiz(db: Db) {
  const items = await db
    .select({
      id: courseItems.id,
      slug: courseItems.slug,
      courseId: courses.id,
      portalId: courses.portalId,
    })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(eq(courses.slug, 'data-literacy'));
  const quiz = items.find((item) => item.slug === 'data-literacy-quiz');
  const quizId = quiz?.id ?? '';
  const rows = await db
    .select({ id: questions.id, definition: questions.definition })
    .from(questions)
    .where(eq(questions.quizItemId, quizId));
  return {
    quizId,
    courseId: quiz?.courseId ?? '',
    portalId: quiz?.portalId ?? '',
    lessonId: items.find((item) => item.slug === 'misleading-axes')?.id ?? '',
    keys: new Map<string, QuestionDefinition>(rows.map((row) => [row.id, row.definition])),
  };
}

/**
 * An attempt's questions with an open one a coach grades (1 point true/false, 4 points open), and
 * the student's answers to both: the attempt waits for review (an open ticket) once submitted.
 */
export const OPEN_QUESTION_ATTEMPT: {
  questions: FrozenQuestion[];
  maxScore: number;
  openQuestionId: string;
  answers: Record<string, Answer>;
} = {
  questions: [
    {
      questionId: '11111111-1111-4111-8111-111111111111',
      prompt: 'Is 2 more than 1?',
      points: 1,
      feedback: '',
      definition: { type: 'true_false', correct: true },
      optionOrder: [],
    },
    {
      questionId: '22222222-2222-4222-8222-222222222222',
      prompt: 'Explain a misleading axis.',
      points: 4,
      feedback: '',
      definition: { type: 'open' },
      optionOrder: [],
    },
  ],
  maxScore: 5,
  openQuestionId: '22222222-2222-4222-8222-222222222222',
  answers: {
    '11111111-1111-4111-8111-111111111111': { type: 'true_false', value: true },
    '22222222-2222-4222-8222-222222222222': { type: 'open', text: 'It starts far above zero.' },
  },
};

/** A submitted Data literacy attempt with every answer right (5 questions drawn, 60 % to pass). */
export const ALL_RIGHT = {
  status: 'submitted',
  submitted_by: 'student',
  score: 5,
  max_score: 5,
  percent: 100,
  passed: true,
  pending_review: false,
  pass_mark: 60,
} as const;

/** dataLiteracyQuiz, read before the file's tests into the object handed back now. */
export function dataLiteracyQuizFixture(t: TestApi) {
  const fixture: Awaited<ReturnType<typeof dataLiteracyQuiz>> = {
    quizId: '',
    courseId: '',
    portalId: '',
    lessonId: '',
    keys: new Map(),
  };
  beforeAll(async () => {
    Object.assign(fixture, await dataLiteracyQuiz(t.db));
  });
  return fixture;
}

/**
 * The right answer to every question of an attempt, in the ids the student was shown: `keys`
 * are the questions' definitions by id, read from the database as the test's answer sheet.
 */
export function answerSheet(
  attempt: Json,
  keys: ReadonlyMap<string, QuestionDefinition>,
): Record<string, unknown> {
  return Object.fromEntries(
    (attempt.attributes.questions as Json[]).map((q) => {
      const d = keys.get(q.id);
      const body = q.body;
      switch (d?.type) {
        case 'single_choice':
          return [q.id, { type: d.type, option: d.correct }];
        case 'multiple_choice':
          return [q.id, { type: d.type, options: d.correct }];
        case 'true_false':
          return [q.id, { type: d.type, value: d.correct }];
        case 'short_answer':
          return [q.id, { type: d.type, text: `  ${(d.accepted[0] ?? '').toUpperCase()} ` }];
        case 'numeric':
          return [q.id, { type: d.type, value: d.value }];
        case 'matching':
          return [
            q.id,
            {
              type: d.type,
              matches: Object.fromEntries(
                d.pairs.map((pair) => [
                  pair.id,
                  body.rights.find((r: Json) => r.text === pair.right)?.id,
                ]),
              ),
            },
          ];
        case 'ordering':
          return [
            q.id,
            {
              type: d.type,
              order: d.items.map((item) => body.items.find((i: Json) => i.text === item.text)?.id),
            },
          ];
        default:
          return [q.id, { type: 'open', text: 'An answer.' }];
      }
    }),
  );
}
