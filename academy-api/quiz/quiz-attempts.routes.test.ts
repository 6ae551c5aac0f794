import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDefinition, QuizSettings } from '../../shared/quiz/types';
import {
  accounts,
  enrollments,
  itemProgress,
  portals,
  questions,
  quizAttempts,
} from '../db/schema';
import { recomputeEnrollment } from '../learning';
import { currentAgreementIds } from '../test/agreements';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { ALL_RIGHT, answerSheet, dataLiteracyQuiz } from '../test/quiz-answers';
import { loadQuizSettings, saveQuizSettings } from './quiz-settings.queries';
import { seedQuizzes } from './quizzes.seed';

const PEOPLE = ['stijn', 'cora', 'ada', 'fenna', 'lars', 'alex'] as const;
const { t, id, token } = setUpDemoApi(PEOPLE);

let quizId = '';
let courseId = '';
let lessonId = '';
let portalId = '';
/** The pool's keys by question id (read from the database, as the test's answer sheet). */
const keys = new Map<string, QuestionDefinition>();

beforeAll(async () => {
  const quiz = await dataLiteracyQuiz(t.db);
  ({ quizId, courseId, portalId, lessonId } = quiz);
  for (const [id, definition] of quiz.keys) keys.set(id, definition);
});

const quizPath = (item = quizId) => `/v1/courses/data-literacy/quizzes/${item}`;
const summary = (who: string, domain = 'localhost') =>
  t.request(quizPath(), { token: who, domain });
const start = (who: string) => t.request(`${quizPath()}/attempts`, { method: 'POST', token: who });
const read = (who: string, attempt: string, domain = 'localhost') =>
  t.request(`/v1/quiz_attempts/${attempt}`, { token: who, domain });
const answer = (who: string, attempt: string, answers: unknown) =>
  t.request(`/v1/quiz_attempts/${attempt}`, {
    method: 'PATCH',
    token: who,
    body: { data: { type: 'quiz_attempts', id: attempt, attributes: { answers } } },
  });
const submit = (who: string, attempt: string, answers?: unknown) =>
  t.request(`/v1/quiz_attempts/${attempt}/submit`, {
    method: 'POST',
    token: who,
    ...(answers ? { body: { data: { type: 'quiz_attempts', attributes: { answers } } } } : {}),
  });

/** The right answer to every question of an attempt (the pool's keys as the answer sheet). */
const rightAnswers = (attempt: Json) => answerSheet(attempt, keys);

/** Nothing of a key may reach the browser before submission. */
function expectNoKey(document: Json) {
  const json = JSON.stringify(document);
  for (const key of [
    '"correct"',
    '"accepted"',
    '"definition"',
    '"tolerance"',
    '"case_sensitive"',
    '"pairs"',
    '"scoring"',
    '"feedback"',
    '"correct_answer"',
    '"results"',
  ]) {
    expect(json, key).not.toContain(key);
  }
  // The ordering question's true order: never its item ids, never its items in that order.
  for (const itemId of ['"east"', '"north"', '"west"', '"south"'])
    expect(json).not.toContain(itemId);
  const attempts = Array.isArray(document.data) ? document.data : [document.data];
  for (const attempt of attempts) {
    for (const q of (attempt.attributes.questions ?? []) as Json[]) {
      if (q.body.type === 'ordering') {
        expect(q.body.items.map((i: Json) => i.text)).not.toEqual([
          'East',
          'North',
          'West',
          'South',
        ]);
      }
      if (q.body.type === 'matching') {
        const lefts = new Set(q.body.lefts.map((l: Json) => l.id));
        for (const right of q.body.rights) expect(lefts.has(right.id)).toBe(false);
      }
    }
  }
}

async function freshStudent(name: string, course = 'data-literacy') {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      data: {
        type: 'accounts',
        attributes: {
          full_name: name,
          email,
          password: 'a-long-password',
          accepted_agreements: await currentAgreementIds(t),
        },
      },
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const studentToken = body.data.attributes.token as string;
  const enrolled = await t.request(`/v1/courses/${course}/enrollment`, {
    method: 'POST',
    token: studentToken,
  });
  expect(enrolled.status).toBe(201);
  const [account] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return { token: studentToken, id: account?.id ?? '' };
}

const progressOf = async (accountId: string) => {
  const [row] = await t.db
    .select({ progress: enrollments.progress })
    .from(enrollments)
    .where(and(eq(enrollments.accountId, accountId), eq(enrollments.courseId, courseId)));
  return row?.progress;
};

/** Changes the quiz's settings for one test, and puts them back afterwards. */
async function withSettings(change: Partial<QuizSettings>, run: () => Promise<void>) {
  const before = await loadQuizSettings(t.db, { portalId, itemId: quizId });
  await saveQuizSettings(t.db, { portalId, itemId: quizId, settings: { ...before, ...change } });
  try {
    await run();
  } finally {
    await saveQuizSettings(t.db, { portalId, itemId: quizId, settings: before });
  }
}

describe('the seeded Data literacy quiz', () => {
  it('has 8 questions of the required types, one point each, with feedback', async () => {
    const rows = await t.db.select().from(questions).where(eq(questions.quizItemId, quizId));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set([
        'single_choice',
        'multiple_choice',
        'true_false',
        'numeric',
        'short_answer',
        'ordering',
        'matching',
      ]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ points: 1, category: 'Data literacy' });
      expect(row.feedback.length).toBeGreaterThan(20);
    }
    expect(rows.find((row) => row.type === 'multiple_choice')?.definition).toMatchObject({
      scoring: 'proportional',
    });
    expect(await loadQuizSettings(t.db, { portalId, itemId: quizId })).toMatchObject({
      passMark: 60,
      drawCount: 5,
      layout: 'one',
      showAfterwards: ['score', 'correctness', 'correct_answers', 'feedback'],
    });
  });

  it('seeding again adds nothing and changes no settings', async () => {
    const totals = async () => ({
      questions: (await t.db.select().from(questions).where(eq(questions.portalId, portalId)))
        .length,
      attempts: (await t.db.select().from(quizAttempts)).length,
      settings: await loadQuizSettings(t.db, { portalId, itemId: quizId }),
    });
    const before = await totals();
    const portalIds = new Map(
      (await t.db.select({ key: portals.key, id: portals.id }).from(portals)).map((row) => [
        row.key,
        row.id,
      ]),
    );
    await seedQuizzes(t.db, portalIds, new Map());
    expect(await totals()).toEqual(before);
    expect(before.attempts).toBe(0);
  });
});

describe('Stijn takes the Data literacy quiz', () => {
  const firstDraw = new Set<string>();
  let first = '';

  afterAll(async () => {
    // Back to the seeded state for the file's other tests: no attempts, 40 %.
    const stijn = id.stijn ?? '';
    await t.db.delete(quizAttempts).where(eq(quizAttempts.accountId, stijn));
    await t.db
      .delete(itemProgress)
      .where(and(eq(itemProgress.accountId, stijn), eq(itemProgress.itemId, quizId)));
    await recomputeEnrollment(t.db, { accountId: stijn, courseId });
  });

  it('the quiz page: 5 questions of 8 per attempt, no maximum before the draw, no attempts', async () => {
    const { status, body } = await summary(token.stijn ?? '');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'quizzes',
      id: quizId,
      attributes: {
        title: 'Data literacy quiz',
        pass_mark: 60,
        max_attempts: null,
        time_limit_minutes: null,
        layout: 'one',
        question_count: 5,
        max_score: null,
        attempts_used: 0,
        attempts_left: null,
        best_percent: null,
        passed: false,
        open_attempt_id: null,
        attempts: [],
      },
    });
    expectNoKey(body);
  });

  it('starts an attempt: 5 drawn questions of the 8, without any key', async () => {
    const { status, body } = await start(token.stijn ?? '');
    expect(status).toBe(201);
    first = body.data.id;
    expect(body.data.type).toBe('quiz_attempts');
    expect(body.data.attributes).toMatchObject({
      number: 1,
      status: 'in_progress',
      deadline_at: null,
      submitted_at: null,
      layout: 'one',
      answers: {},
    });
    expect(Date.parse(body.data.attributes.server_now)).not.toBeNaN();
    const drawn = body.data.attributes.questions as Json[];
    expect(drawn).toHaveLength(5);
    for (const q of drawn) {
      expect(keys.has(q.id)).toBe(true);
      expect(q).toEqual({
        id: q.id,
        prompt: expect.any(String),
        image: null,
        points: 1,
        body: expect.objectContaining({ type: keys.get(q.id)?.type }),
      });
      firstDraw.add(q.id);
    }
    expectNoKey(body);
    expect(body.data.attributes).not.toHaveProperty('score');
  });

  it('starting again (a double click, a second tab) returns the open attempt', async () => {
    const again = await start(token.stijn ?? '');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first);
    const page = await summary(token.stijn ?? '');
    expect(page.body.data.attributes).toMatchObject({ attempts_used: 1, open_attempt_id: first });
  });

  it('saves answers (merged) and still shows no key', async () => {
    const read1 = await read(token.stijn ?? '', first);
    expect(read1.status).toBe(200);
    expectNoKey(read1.body);
    const right = rightAnswers(read1.body.data);
    const [firstId, ...rest] = Object.keys(right);
    const one = await answer(token.stijn ?? '', first, { [firstId ?? '']: right[firstId ?? ''] });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.data.attributes.answers)).toEqual([firstId]);
    const all = await answer(
      token.stijn ?? '',
      first,
      Object.fromEntries(rest.map((q) => [q, right[q]])),
    );
    expect(all.status).toBe(200);
    expect(all.body.data.attributes.answers).toEqual(right);
    expectNoKey(all.body);
    // null clears an answer; it comes back below with the submit.
    const cleared = await answer(token.stijn ?? '', first, { [firstId ?? '']: null });
    expect(Object.keys(cleared.body.data.attributes.answers)).toHaveLength(4);
  });

  it('refuses answers of the wrong shape or to questions not in the attempt (422)', async () => {
    const attempt = (await read(token.stijn ?? '', first)).body.data;
    const q = attempt.attributes.questions[0];
    const wrongType = await answer(token.stijn ?? '', first, {
      [q.id]: { type: q.body.type === 'numeric' ? 'true_false' : 'numeric', value: 3 },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors[0].source.pointer).toMatch(
      new RegExp(`^/data/attributes/answers/${q.id}`),
    );
    const notInAttempt = [...keys.keys()].find((key) => !firstDraw.has(key)) ?? '';
    const stranger = await answer(token.stijn ?? '', first, {
      [notInAttempt]: { type: 'true_false', value: true },
    });
    expect(stranger.status).toBe(422);
    expect((await answer(token.stijn ?? '', first, 'all of them')).status).toBe(422);
    const single = attempt.attributes.questions.find(
      (question: Json) => question.body.type === 'single_choice',
    );
    if (single) {
      const unknownOption = await answer(token.stijn ?? '', first, {
        [single.id]: { type: 'single_choice', option: 'zz' },
      });
      expect(unknownOption.status).toBe(422);
    }
  });

  it('is Stijn’s alone: his coach, an admin and another portal get 404', async () => {
    for (const who of ['cora', 'ada'] as const) {
      expect((await read(token[who] ?? '', first)).status, who).toBe(404);
      expect((await answer(token[who] ?? '', first, {})).status, who).toBe(404);
      expect((await submit(token[who] ?? '', first)).status, who).toBe(404);
    }
    expect((await read(token.lars ?? '', first, 'unlimited.localhost')).status).toBe(404);
  });

  it('submits: score and per-question results; passing moves his progress 40 % → 60 %', async () => {
    expect(await progressOf(id.stijn ?? '')).toBe(40);
    const attempt = (await read(token.stijn ?? '', first)).body.data;
    const { status, body } = await submit(token.stijn ?? '', first, rightAnswers(attempt));
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject(ALL_RIGHT);
    const results = body.data.attributes.results as Json[];
    expect(results.map((r) => r.question_id)).toEqual(
      attempt.attributes.questions.map((q: Json) => q.id),
    );
    for (const result of results) {
      expect(result).toMatchObject({ points: 1, score: 1, correct: true, pending: false });
      expect(result.feedback).toEqual(expect.any(String));
      expect(result.correct_answer.type).toBe(keys.get(result.question_id)?.type);
    }
    const multiple = results.find((r) => r.correct_answer.type === 'short_answer');
    if (multiple) expect(multiple.correct_answer).toHaveProperty('case_sensitive', false);
    expect(await progressOf(id.stijn ?? '')).toBe(60);
  });

  it('a second submit is refused (409), and so are answers after it', async () => {
    const again = await submit(token.stijn ?? '', first);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('ALREADY_SUBMITTED');
    const late = await answer(token.stijn ?? '', first, {});
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('ATTEMPT_CLOSED');
  });

  it('a new attempt draws the 3 unseen questions first; passing again adds nothing', async () => {
    const { status, body } = await start(token.stijn ?? '');
    expect(status).toBe(201);
    expect(body.data.attributes.number).toBe(2);
    const ids = (body.data.attributes.questions as Json[]).map((q) => q.id as string);
    const unseen = [...keys.keys()].filter((key) => !firstDraw.has(key));
    expect(unseen).toHaveLength(3);
    for (const key of unseen) expect(ids).toContain(key);
    expectNoKey(body);
    const passed = await submit(token.stijn ?? '', body.data.id, rightAnswers(body.data));
    expect(passed.body.data.attributes.passed).toBe(true);
    expect(await progressOf(id.stijn ?? '')).toBe(60);
    const done = await t.db
      .select()
      .from(itemProgress)
      .where(and(eq(itemProgress.accountId, id.stijn ?? ''), eq(itemProgress.itemId, quizId)));
    expect(done).toHaveLength(1);
    const page = await summary(token.stijn ?? '');
    expect(page.body.data.attributes).toMatchObject({
      attempts_used: 2,
      best_percent: 100,
      passed: true,
      open_attempt_id: null,
    });
    expect(page.body.data.attributes.attempts.map((a: Json) => a.number)).toEqual([2, 1]);
    expect(page.body.data.attributes.attempts[0]).toMatchObject({
      status: 'submitted',
      percent: 100,
      passed: true,
      pending_review: false,
    });
  });
});

describe('the time limit is the server’s', () => {
  const expire = (attempt: string, secondsAgo: number) =>
    t.db
      .update(quizAttempts)
      .set({ deadlineAt: sql`now() - make_interval(secs => ${secondsAgo})` })
      .where(eq(quizAttempts.id, attempt));

  it('reading an attempt past its deadline submits it with the saved answers, by the timer', async () => {
    const student = await freshStudent('Tim Timer');
    const started = await start(student.token);
    const attempt = started.body.data;
    const right = rightAnswers(attempt);
    const [q1, q2] = Object.keys(right);
    await answer(student.token, attempt.id, {
      [q1 ?? '']: right[q1 ?? ''],
      [q2 ?? '']: right[q2 ?? ''],
    });
    await expire(attempt.id, 60);
    const { status, body } = await read(student.token, attempt.id);
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      status: 'submitted',
      submitted_by: 'timer',
      score: 2,
      max_score: 5,
      percent: 40,
      passed: false,
    });
    expect(Object.keys(body.data.attributes.answers).sort()).toEqual([q1, q2].sort());
  });

  it('answering past the deadline is refused (409) and submits it by the timer', async () => {
    const student = await freshStudent('Tia Timer');
    const attempt = (await start(student.token)).body.data;
    await expire(attempt.id, 30);
    const late = await answer(student.token, attempt.id, rightAnswers(attempt));
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe('ATTEMPT_CLOSED');
    const after = await read(student.token, attempt.id);
    expect(after.body.data.attributes).toMatchObject({ submitted_by: 'timer', score: 0 });
  });

  it('a submit within 5 seconds of the deadline still counts; later, only saved answers count', async () => {
    const onTime = await freshStudent('Olga On-time');
    const a = (await start(onTime.token)).body.data;
    await expire(a.id, 2);
    const graced = await submit(onTime.token, a.id, rightAnswers(a));
    expect(graced.status).toBe(200);
    expect(graced.body.data.attributes).toMatchObject({ submitted_by: 'student', percent: 100 });

    const tooLate = await freshStudent('Lou Late');
    const b = (await start(tooLate.token)).body.data;
    const right = rightAnswers(b);
    const [saved] = Object.keys(right);
    await answer(tooLate.token, b.id, { [saved ?? '']: right[saved ?? ''] });
    await expire(b.id, 20);
    const late = await submit(tooLate.token, b.id, right);
    expect(late.status).toBe(200);
    expect(late.body.data.attributes).toMatchObject({ submitted_by: 'timer', score: 1 });
    expect(await progressOf(tooLate.id)).toBe(0);
  });

  it('a quiz with a time limit sets the deadline when the attempt starts', async () => {
    await withSettings({ timeLimitMinutes: 15 }, async () => {
      const student = await freshStudent('Dee Deadline');
      const attempt = (await start(student.token)).body.data.attributes;
      const minutes = (Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)) / 60_000;
      expect(minutes).toBeCloseTo(15, 5);
      const page = await summary(student.token);
      expect(page.body.data.attributes.time_limit_minutes).toBe(15);
    });
  });
});

describe('who may take it', () => {
  it('Fenna is not enrolled in Data literacy (403); neither is Ada, who only reads it', async () => {
    for (const who of ['fenna', 'ada'] as const) {
      const page = await summary(token[who] ?? '');
      expect(page.status, who).toBe(403);
      expect(page.body.errors[0].code).toBe('NOT_ENROLLED');
      expect((await start(token[who] ?? '')).status, who).toBe(403);
    }
  });

  it('Lars (Unlimited Learning) gets 404 for the Demo Academy quiz', async () => {
    expect((await summary(token.lars ?? '', 'unlimited.localhost')).status).toBe(404);
    const post = await t.request(`${quizPath()}/attempts`, {
      method: 'POST',
      token: token.lars,
      domain: 'unlimited.localhost',
    });
    expect(post.status).toBe(404);
  });

  it('an item that is not a quiz, or no item at all, is a 404', async () => {
    for (const item of [lessonId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.request(quizPath(item), { token: token.stijn })).status, item).toBe(404);
      const post = await t.request(`${quizPath(item)}/attempts`, {
        method: 'POST',
        token: token.stijn,
      });
      expect(post.status, item).toBe(404);
    }
  });

  it('guests sign in first (401)', async () => {
    expect((await t.request(quizPath())).status).toBe(401);
    expect((await t.request('/v1/quiz_attempts/00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
  });
});

describe('grading is safe', () => {
  it('two submits at once grade once: one 200, one 409', async () => {
    const student = await freshStudent('Dora Double');
    const attempt = (await start(student.token)).body.data;
    const results = await Promise.all([
      submit(student.token, attempt.id, rightAnswers(attempt)),
      submit(student.token, attempt.id, rightAnswers(attempt)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await progressOf(student.id)).toBe(20);
  });

  it('a double click on start makes one attempt', async () => {
    const student = await freshStudent('Dick Click');
    const [a, b] = await Promise.all([start(student.token), start(student.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const rows = await t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.accountId, student.id));
    expect(rows).toHaveLength(1);
  });

  it('nothing answered: 0 %, not passed, no progress', async () => {
    const student = await freshStudent('Nina Nothing');
    const attempt = (await start(student.token)).body.data;
    const { body } = await submit(student.token, attempt.id);
    expect(body.data.attributes).toMatchObject({ score: 0, percent: 0, passed: false });
    expect(body.data.attributes.results.every((r: Json) => r.correct === false)).toBe(true);
    expect(await progressOf(student.id)).toBe(0);
  });

  it('shows afterwards only what the settings allow', async () => {
    await withSettings({ showAfterwards: ['correctness'] }, async () => {
      const student = await freshStudent('Hilde Hidden');
      const attempt = (await start(student.token)).body.data;
      const { body } = await submit(student.token, attempt.id, rightAnswers(attempt));
      expect(body.data.attributes).not.toHaveProperty('score');
      expect(body.data.attributes).not.toHaveProperty('percent');
      expect(body.data.attributes).toMatchObject({ passed: true, max_score: 5 });
      for (const result of body.data.attributes.results) {
        expect(Object.keys(result).sort()).toEqual(['correct', 'pending', 'points', 'question_id']);
      }
      const page = await summary(student.token);
      expect(page.body.data.attributes.best_percent).toBeNull();
      expect(page.body.data.attributes.attempts[0].percent).toBeNull();
    });
  });

  it('no attempts left: 409 NO_ATTEMPTS_LEFT', async () => {
    await withSettings({ maxAttempts: 1 }, async () => {
      const student = await freshStudent('Una Once');
      const attempt = (await start(student.token)).body.data;
      await submit(student.token, attempt.id);
      const page = await summary(student.token);
      expect(page.body.data.attributes).toMatchObject({ attempts_used: 1, attempts_left: 0 });
      const again = await start(student.token);
      expect(again.status).toBe(409);
      expect(again.body.errors[0].code).toBe('NO_ATTEMPTS_LEFT');
    });
  });

  it('a quiz without a draw has every question, in order, and its maximum up front', async () => {
    await withSettings({ drawCount: null }, async () => {
      const student = await freshStudent('Alma All');
      const page = await summary(student.token);
      expect(page.body.data.attributes).toMatchObject({ question_count: 8, max_score: 8 });
      const attempt = (await start(student.token)).body.data;
      const rows = await t.db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.quizItemId, quizId))
        .orderBy(questions.position);
      expect(attempt.attributes.questions.map((q: Json) => q.id)).toEqual(rows.map((r) => r.id));
      expectNoKey({ data: attempt });
    });
  });
});

describe('feedback per answer (issue 41)', () => {
  /** The quiz's single choice question, its options given feedback by its author through the API. */
  async function withAnswerFeedback(run: (questionId: string, wrong: string) => Promise<void>) {
    const [questionId, key] = [...keys].find(([, d]) => d.type === 'single_choice') ?? [];
    if (!questionId || key?.type !== 'single_choice') throw new Error('no single choice question');
    const wrong = key.options.find((option) => option.id !== key.correct)?.id ?? '';
    const patch = (definition: QuestionDefinition) =>
      t.request(`/v1/quizzes/${quizId}/questions/${questionId}`, {
        method: 'PATCH',
        token: token.alex,
        body: { data: { type: 'questions', id: questionId, attributes: { definition } } },
      });
    const edited = await patch({
      ...key,
      options: key.options.map((option) => ({ ...option, feedback: `About ${option.text}.` })),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.attributes.definition.options[0].feedback).toMatch(/^About /);
    try {
      await run(questionId, wrong);
    } finally {
      expect((await patch(key)).status).toBe(200);
    }
  }

  const resultOf = (document: Json, questionId: string) =>
    (document.data.attributes.results as Json[]).find((r) => r.question_id === questionId);

  it('the review shows the chosen answer’s feedback when the settings show feedback; never before', async () => {
    await withAnswerFeedback(async (questionId, wrong) => {
      await withSettings(
        { drawCount: null, showAfterwards: ['score', 'correctness', 'feedback'] },
        async () => {
          const student = await freshStudent('Fay Feedback');
          const attempt = (await start(student.token)).body.data;
          // During the attempt: no feedback of any answer.
          expectNoKey({ data: attempt });
          await answer(student.token, attempt.id, {
            [questionId]: { type: 'single_choice', option: wrong },
          });
          expectNoKey((await read(student.token, attempt.id)).body);
          const { status, body } = await submit(student.token, attempt.id);
          expect(status).toBe(200);
          const key = keys.get(questionId);
          const text =
            key?.type === 'single_choice' ? key.options.find((o) => o.id === wrong)?.text : '';
          const result = resultOf(body, questionId);
          expect(result?.answer_feedback).toEqual([{ option: wrong, feedback: `About ${text}.` }]);
          // Only the chosen answer's: no key, so not every option's.
          expect(result).not.toHaveProperty('correct_answer');
          expect(JSON.stringify(body).match(/About /g)).toHaveLength(1);
          // Read again later: the same.
          const again = await read(student.token, attempt.id);
          expect(resultOf(again.body, questionId)?.answer_feedback).toEqual(
            result?.answer_feedback,
          );
        },
      );
    });
  });

  it('shows none when the settings do not show feedback; with the key, every option’s only with feedback', async () => {
    await withAnswerFeedback(async (questionId, wrong) => {
      await withSettings(
        { drawCount: null, showAfterwards: ['correctness', 'correct_answers'] },
        async () => {
          const student = await freshStudent('Nils Nofeedback');
          const attempt = (await start(student.token)).body.data;
          const { body } = await submit(student.token, attempt.id, {
            [questionId]: { type: 'single_choice', option: wrong },
          });
          const result = resultOf(body, questionId);
          expect(result).not.toHaveProperty('answer_feedback');
          expect(result?.correct_answer.options.length).toBeGreaterThan(1);
          expect(JSON.stringify(body)).not.toContain('About ');
        },
      );
      await withSettings(
        { drawCount: null, showAfterwards: ['correct_answers', 'feedback'] },
        async () => {
          const student = await freshStudent('Wim Withkey');
          const attempt = (await start(student.token)).body.data;
          const { body } = await submit(student.token, attempt.id);
          const result = resultOf(body, questionId);
          // Nothing chosen: no answer feedback, but the key shows what every answer says.
          expect(result).not.toHaveProperty('answer_feedback');
          expect(
            result?.correct_answer.options.every((o: Json) => /^About /.test(o.feedback)),
          ).toBe(true);
        },
      );
    });
  });
});
