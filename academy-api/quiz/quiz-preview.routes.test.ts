import { describe, expect, it } from 'vitest';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { ALL_RIGHT, answerSheet, dataLiteracyQuizFixture } from '../test/quiz-answers';
import { rowFingerprints } from '../test/row-fingerprints';

/**
 * A quiz in student view (quiz-preview.routes.ts): a student's first attempt, drawn and graded
 * with the student's own functions, answered and never stored.
 */
const { t, ask } = setUpDemoApi(['alex', 'ada', 'stijn', 'cora']);

const quiz = dataLiteracyQuizFixture(t);

const quizPath = (course = quiz.courseId, item = quiz.quizId) =>
  `/v1/courses/${course}/preview/quizzes/${item}`;
const start = (who: 'alex' | 'ada' | 'stijn' | 'cora' = 'alex', path = quizPath()) =>
  ask(who, `${path}/attempts`, { method: 'POST' });
const submit = (attempt: string, answers: unknown, path = quizPath()) =>
  ask('alex', `${path}/attempts/${attempt}/submit`, {
    method: 'POST',
    body: { data: { type: 'quiz_attempts', attributes: { answers } } },
  });

describe('a quiz in student view', () => {
  it('reads as before a student’s first attempt: its rules, no attempts, nothing passed', async () => {
    const { status, body } = await ask('alex', quizPath());
    expect(status).toBe(200);
    expect(body.meta).toEqual({ preview: true });
    expect(body.data.attributes).toMatchObject({
      title: 'Data literacy quiz',
      pass_mark: 60,
      question_count: 5,
      attempts_used: 0,
      attempts: [],
      passed: false,
      open_attempt_id: null,
      best_percent: null,
    });
  });

  it('draws a first attempt as a student’s (5 of the 8, no key), a new one each time, none stored', async () => {
    const before = await rowFingerprints(t.db, ['quiz_attempts']);
    const first = await start();
    const second = await start('ada');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ preview: true });
    const attempt = first.body.data;
    expect(attempt.attributes).toMatchObject({ number: 1, status: 'in_progress', answers: {} });
    expect(attempt.attributes.questions).toHaveLength(5);
    for (const q of attempt.attributes.questions as Json[]) expect(quiz.keys.has(q.id)).toBe(true);
    expect(JSON.stringify(attempt)).not.toMatch(/"correct"|"definition"|"results"|"feedback"/);
    expect(second.body.data.id).not.toBe(attempt.id);
    expect(await rowFingerprints(t.db, ['quiz_attempts'])).toEqual(before);
  });

  it('grades the right answers as a student’s: 100 %, passed, every result shown as the settings say', async () => {
    const attempt = (await start()).body.data;
    const { status, body } = await submit(attempt.id, answerSheet(attempt, quiz.keys));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.meta).toEqual({ preview: true });
    const graded = body.data.attributes;
    expect(graded).toMatchObject(ALL_RIGHT);
    // Drawn again from its id: the same questions in the same order.
    expect(graded.questions).toEqual(attempt.attributes.questions);
    expect(graded.results).toHaveLength(5);
    for (const result of graded.results as Json[]) {
      expect(result).toMatchObject({ correct: true, score: 1 });
      expect(result.correct_answer.type).toBe(quiz.keys.get(result.question_id)?.type);
      expect(typeof result.feedback).toBe('string');
    }
  });

  it('grades one right answer of five as 20 %, failed (pass mark 60 %)', async () => {
    const attempt = (await start()).body.data;
    const right = answerSheet(attempt, quiz.keys);
    const [firstId] = Object.keys(right);
    const { body } = await submit(attempt.id, { [firstId ?? '']: right[firstId ?? ''] });
    expect(body.data.attributes).toMatchObject({ score: 1, percent: 20, passed: false });
    expect(Object.keys(body.data.attributes.answers)).toEqual([firstId]);
  });

  it('refuses an answer to a question not drawn, or of the wrong type (422), as a student’s submit', async () => {
    const attempt = (await start()).body.data;
    const drawn = new Set((attempt.attributes.questions as Json[]).map((q) => q.id));
    const notDrawn = [...quiz.keys.keys()].find((id) => !drawn.has(id)) ?? '';
    expect(
      (await submit(attempt.id, { [notDrawn]: { type: 'true_false', value: true } })).status,
    ).toBe(422);
    const [someId] = drawn;
    expect((await submit(attempt.id, { [someId ?? '']: { type: 'nonsense' } })).status).toBe(422);
  });

  it('refuses students, coaches and guests (403, 401); an unknown quiz, a lesson or a bad id is a 404', async () => {
    for (const who of ['stijn', 'cora'] as const) {
      expect((await ask(who, quizPath())).status, who).toBe(403);
      expect((await start(who)).status, who).toBe(403);
    }
    expect((await ask(null, quizPath())).status).toBe(401);
    expect((await ask('alex', quizPath(quiz.courseId, quiz.lessonId))).status).toBe(404);
    expect((await ask('alex', quizPath(quiz.courseId, 'not-a-uuid'))).status).toBe(404);
    expect((await submit('not-a-uuid', {})).status).toBe(404);
  });
});

describe('a quiz of a draft course in student view', () => {
  async function created(path: string, attributes: unknown) {
    const { status, body } = await ask('alex', path, {
      method: 'POST',
      body: { data: { attributes } },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data as Json;
  }

  it('an empty quiz cannot be started (409 QUIZ_EMPTY); with a question and a time limit it can', async () => {
    const course = await created('/v1/courses', { title: `Preview quiz ${Date.now()}` });
    const module = await created(`/v1/courses/${course.id}/modules`, { title: 'Only module' });
    const item = await created(`/v1/courses/${course.id}/modules/${module.id}/items`, {
      title: 'Check',
      kind: 'quiz',
    });
    const path = quizPath(course.id, item.id);
    const empty = await start('alex', path);
    expect(empty.status).toBe(409);
    expect(empty.body.errors[0].code).toBe('QUIZ_EMPTY');

    await created(`/v1/quizzes/${item.id}/questions`, {
      prompt: 'Is a draft visible to students?',
      points: 2,
      feedback: 'Only once it is published.',
      definition: { type: 'true_false', correct: false },
    });
    const settings = await ask('alex', `/v1/quizzes/${item.id}`, {
      method: 'PATCH',
      body: { data: { attributes: { settings: { time_limit_minutes: 5 } } } },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const started = await start('alex', path);
    expect(started.status).toBe(200);
    const attempt = started.body.data.attributes;
    const limit = Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at);
    expect(limit).toBe(5 * 60_000);
    const [question] = attempt.questions as Json[];
    const graded = await submit(
      started.body.data.id,
      { [question.id]: { type: 'true_false', value: false } },
      path,
    );
    expect(graded.body.data.attributes).toMatchObject({ score: 2, percent: 100, passed: true });
  });
});
