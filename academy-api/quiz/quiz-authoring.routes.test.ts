import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { QUIZ_CSV_COLUMNS } from '../../shared/quiz/csv';
import { courseItems, courses, portals, questions } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { token } = demoPeople(t, {
  ada: 'admin@demo.academy',
  alex: 'author@demo.academy',
  cora: 'coach@demo.academy',
  stijn: 'student@demo.academy',
  lars: 'learner@unlimited.academy',
});

type Who = keyof typeof token;

const as = (who: Who, method = 'GET', body?: unknown, domain = 'localhost') => ({
  token: token[who],
  method,
  body,
  domain: who === 'lars' ? 'unlimited.localhost' : domain,
});

async function created(path: string, body: unknown) {
  const { status, body: doc } = await t.request(path, as('alex', 'POST', body));
  expect(status, JSON.stringify(doc)).toBe(201);
  return doc.data as Json;
}

/** A new draft course of Alex's with a module, a lesson and a quiz item (its own per test). */
async function newQuiz(title = 'Knowledge check') {
  const course = await created('/v1/courses', {
    title: `Quiz course ${crypto.randomUUID().slice(0, 6)}`,
  });
  const module = await created(`/v1/courses/${course.id}/modules`, { title: 'One' });
  const lesson = await created(`/v1/courses/${course.id}/modules/${module.id}/items`, {
    title: 'Read first',
    kind: 'lesson',
  });
  const quiz = await created(`/v1/courses/${course.id}/modules/${module.id}/items`, {
    title,
    kind: 'quiz',
  });
  return {
    courseId: course.id as string,
    lessonId: lesson.id as string,
    itemId: quiz.id as string,
  };
}

const quizPath = (itemId: string) => `/v1/quizzes/${itemId}`;

const getQuiz = async (itemId: string, who: Who = 'alex') => {
  const { status, body } = await t.request(quizPath(itemId), as(who));
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Json;
};

const SINGLE = {
  prompt: 'What is the capital of France?',
  points: 2,
  feedback: 'Paris, since 987.',
  category: 'Geography',
  labels: ['europe'],
  definition: {
    type: 'single_choice',
    options: [
      { id: 'o1', text: 'Paris' },
      { id: 'o2', text: 'Lyon' },
    ],
    correct: 'o1',
  },
};

const addQuestion = (itemId: string, attributes: unknown, who: Who = 'alex') =>
  t.request(
    `${quizPath(itemId)}/questions`,
    as(who, 'POST', { data: { type: 'questions', attributes } }),
  );

async function addQuestions(itemId: string, list: Json[]) {
  const ids: string[] = [];
  for (const attributes of list) {
    const { status, body } = await addQuestion(itemId, attributes);
    expect(status, JSON.stringify(body)).toBe(201);
    ids.push(body.data.id);
  }
  return ids;
}

/** A raw request (CSV in or out): the JSON helper cannot read CSV. */
function raw(
  path: string,
  init: { who?: Who; method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const who = init.who ?? 'alex';
  return t.api.fetch(
    new Request(`http://api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token[who]}`,
        ...init.headers,
      },
      body: init.body,
    }),
  );
}

async function importCsv(itemId: string, mode: string, csv: BodyInit, headers = {}) {
  const response = await raw(`${quizPath(itemId)}/import?mode=${mode}`, {
    method: 'POST',
    body: csv,
    headers: { 'content-type': 'text/csv', ...headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const questionCount = async (itemId: string) =>
  (await t.db.select().from(questions).where(eq(questions.quizItemId, itemId))).length;

const HEADER = QUIZ_CSV_COLUMNS.join(',');

/** Questions without their ids (what an import recreates). */
const withoutIds = (list: Json[]) => list.map(({ id: _, ...question }: Json) => question);

describe('who may author quizzes (spec §6 course rights)', () => {
  it('lets Alex and Ada in, refuses Stijn, Cora and Lars with 403 and guests with 401', async () => {
    const { itemId } = await newQuiz();
    for (const who of ['alex', 'ada'] as const) await getQuiz(itemId, who);
    for (const who of ['stijn', 'cora', 'lars'] as const) {
      expect((await t.request(quizPath(itemId), as(who))).status, who).toBe(403);
      expect((await addQuestion(itemId, SINGLE, who)).status, who).toBe(403);
      expect(
        (await t.request(quizPath(itemId), as(who, 'PATCH', { settings: { pass_mark: 10 } })))
          .status,
      ).toBe(403);
    }
    expect((await t.request(quizPath(itemId))).status).toBe(401);
    expect(await questionCount(itemId)).toBe(0);
  });

  it('answers 404 for another portal’s quiz, a lesson, and an id that is none', async () => {
    const { itemId, lessonId } = await newQuiz();
    // Academy staff may sign in on every portal: on Unlimited Learning, Demo Academy’s quiz is no one’s.
    const other = await t.request(
      quizPath(itemId),
      as('alex', 'GET', undefined, 'unlimited.localhost'),
    );
    expect(other.status).toBe(404);
    const post = await t.request(
      `${quizPath(itemId)}/questions`,
      as('alex', 'POST', SINGLE, 'unlimited.localhost'),
    );
    expect(post.status).toBe(404);
    expect((await t.request(quizPath(lessonId), as('alex'))).status).toBe(404);
    expect((await t.request('/v1/quizzes/not-an-id', as('alex'))).status).toBe(404);
    // And a quiz item of an Unlimited Learning course, asked for on Demo Academy.
    const [unlimited] = await t.db.select().from(portals).where(eq(portals.key, 'unlimited'));
    const [course] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.portalId, unlimited?.id ?? ''));
    const [item] = await t.db
      .select()
      .from(courseItems)
      .where(eq(courseItems.courseId, course?.id ?? ''));
    expect(item).toBeDefined();
    await t.db
      .update(courseItems)
      .set({ kind: 'quiz' })
      .where(eq(courseItems.id, item?.id ?? ''));
    try {
      expect((await t.request(quizPath(item?.id ?? ''), as('ada'))).status).toBe(404);
    } finally {
      await t.db
        .update(courseItems)
        .set({ kind: item?.kind ?? 'lesson' })
        .where(eq(courseItems.id, item?.id ?? ''));
    }
  });
});

describe('the question bank of a quiz', () => {
  it('starts empty with the default settings and says what is missing', async () => {
    const { itemId, courseId } = await newQuiz('First check');
    const doc = await getQuiz(itemId);
    expect(doc.data).toMatchObject({ type: 'quizzes', id: itemId });
    expect(doc.data.attributes).toMatchObject({
      title: 'First check',
      course_id: courseId,
      questions: [],
      pool_size: 0,
      settings: {
        pass_mark: 60,
        max_attempts: null,
        time_limit_minutes: null,
        shuffle_questions: false,
        shuffle_options: false,
        layout: 'one',
        show_afterwards: ['score', 'correctness', 'correct_answers', 'feedback'],
        draw_count: null,
        pool_category: null,
        pool_label: null,
      },
      problems: [
        { code: 'QUIZ_WITHOUT_QUESTIONS', detail: 'Quiz “First check” has no questions yet.' },
      ],
    });
    expect(doc.meta.features).toEqual({ random_quizzes: true, quiz_import: true });
    expect(doc.meta.categories).toEqual(expect.any(Array));
    expect(doc.meta.labels).toEqual(expect.any(Array));
  });

  it('lets Alex create, edit, reorder and delete questions', async () => {
    const { itemId } = await newQuiz();
    const first = await addQuestion(itemId, SINGLE);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ type: 'questions', attributes: SINGLE });
    const [second, third] = await addQuestions(itemId, [
      {
        prompt: 'Which gas do plants take in?',
        definition: {
          type: 'short_answer',
          accepted: ['CO2', 'carbon dioxide'],
          case_sensitive: true,
        },
      },
      { prompt: 'Explain why.', points: 5, definition: { type: 'open' } },
    ]);
    const firstId = first.body.data.id as string;

    let doc = await getQuiz(itemId);
    expect(doc.data.attributes.questions.map((q: Json) => q.id)).toEqual([firstId, second, third]);
    expect(doc.data.attributes.questions[1]).toEqual({
      id: second,
      prompt: 'Which gas do plants take in?',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: {
        type: 'short_answer',
        accepted: ['CO2', 'carbon dioxide'],
        case_sensitive: true,
      },
      image: null,
    });
    expect(doc.data.attributes.problems).toEqual([]);
    expect(doc.data.attributes.pool_size).toBe(3);
    expect(doc.meta.categories).toContain('Geography');
    expect(doc.meta.labels).toContain('europe');

    const edited = await t.request(
      `${quizPath(itemId)}/questions/${second}`,
      as('alex', 'PATCH', {
        data: {
          type: 'questions',
          id: second,
          attributes: { points: 3, definition: { type: 'numeric', value: 42, tolerance: 0.5 } },
        },
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({
      prompt: 'Which gas do plants take in?',
      points: 3,
      definition: { type: 'numeric', value: 42, tolerance: 0.5 },
    });
    const [row] = await t.db
      .select()
      .from(questions)
      .where(eq(questions.id, second ?? ''));
    expect(row?.type).toBe('numeric');

    const order = `${quizPath(itemId)}/questions/order`;
    const reordered = await t.request(order, as('alex', 'PUT', { ids: [third, firstId, second] }));
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.data.attributes.questions.map((q: Json) => q.id)).toEqual([
      third,
      firstId,
      second,
    ]);
    // Not every question named (or one twice): the list changed meanwhile, nothing is written.
    const partial = await t.request(order, as('alex', 'PUT', { ids: [firstId, second] }));
    expect(partial.status).toBe(409);
    expect(partial.body.errors[0].code).toBe('QUESTIONS_CHANGED');
    const twice = await t.request(order, as('alex', 'PUT', { ids: [firstId, firstId, second] }));
    expect(twice.status).toBe(409);
    expect((await t.request(order, as('alex', 'PUT', { ids: ['nope'] }))).status).toBe(422);

    const deleted = await t.request(
      `${quizPath(itemId)}/questions/${firstId}`,
      as('alex', 'DELETE'),
    );
    expect(deleted.status).toBe(204);
    const again = await t.request(`${quizPath(itemId)}/questions/${firstId}`, as('alex', 'DELETE'));
    expect(again.status).toBe(404);
    doc = await getQuiz(itemId);
    expect(doc.data.attributes.questions.map((q: Json) => q.id)).toEqual([third, second]);

    // Another quiz's question is not this quiz's.
    const other = await newQuiz();
    const moved = await t.request(
      `${quizPath(other.itemId)}/questions/${third}`,
      as('alex', 'PATCH', { points: 9 }),
    );
    expect(moved.status).toBe(404);
    expect(
      (await t.request(`${quizPath(other.itemId)}/questions/${third}`, as('alex', 'DELETE')))
        .status,
    ).toBe(404);
  });

  it('answers 422 per invalid field, in the request language, writing nothing', async () => {
    const { itemId } = await newQuiz();
    const { status, body } = await t.request(`${quizPath(itemId)}/questions`, {
      ...as('alex', 'POST', {
        prompt: '',
        points: 0,
        labels: ['x'.repeat(51)],
        definition: {
          type: 'single_choice',
          options: [{ id: 'o1', text: 'Only one' }],
          correct: 'o1',
        },
      }),
      headers: { 'accept-language': 'nl' },
    });
    expect(status).toBe(422);
    expect(body.errors.map((e: Json) => e.source.pointer)).toEqual([
      '/data/attributes/prompt',
      '/data/attributes/points',
      '/data/attributes/labels',
      '/data/attributes/definition/options',
    ]);
    expect(body.errors[1]).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Vul een geheel getal van 1 tot en met 100 in.',
      meta: { rule: 'INVALID_POINTS' },
    });

    const cases: [Json, string][] = [
      [{ ...SINGLE, definition: { ...SINGLE.definition, correct: 'o7' } }, 'definition/correct'],
      [{ ...SINGLE, definition: { type: 'essay' } }, 'definition/type'],
      [
        {
          ...SINGLE,
          definition: {
            type: 'multiple_choice',
            options: SINGLE.definition.options,
            correct: [],
            scoring: 'proportional',
          },
        },
        'definition/correct',
      ],
      [
        { ...SINGLE, definition: { type: 'short_answer', accepted: [], case_sensitive: false } },
        'definition/accepted',
      ],
      [{ ...SINGLE, definition: { type: 'numeric', value: 'ten' } }, 'definition/value'],
      [
        { ...SINGLE, definition: { type: 'numeric', value: 1, tolerance: -1 } },
        'definition/tolerance',
      ],
      [
        {
          ...SINGLE,
          definition: { type: 'matching', pairs: [{ id: 'p1', left: 'a', right: 'b' }] },
        },
        'definition/pairs',
      ],
      [
        {
          ...SINGLE,
          definition: {
            type: 'ordering',
            items: [
              { id: 'Not valid', text: 'a' },
              { id: 'b', text: 'b' },
            ],
          },
        },
        'definition/items',
      ],
      [{ ...SINGLE, feedback: 'x'.repeat(2001) }, 'feedback'],
      [{ ...SINGLE, category: 'x'.repeat(101) }, 'category'],
      [{ ...SINGLE, points: 101 }, 'points'],
    ];
    for (const [attributes, field] of cases) {
      const answer = await addQuestion(itemId, attributes);
      expect(answer.status, field).toBe(422);
      expect(
        answer.body.errors.map((e: Json) => e.source.pointer),
        field,
      ).toEqual([`/data/attributes/${field}`]);
      expect(answer.body.errors[0].detail).toEqual(expect.any(String));
    }
    expect(await questionCount(itemId)).toBe(0);

    const [question] = await addQuestions(itemId, [SINGLE]);
    const patch = await t.request(
      `${quizPath(itemId)}/questions/${question}`,
      as('alex', 'PATCH', { prompt: ' ', points: 1 }),
    );
    expect(patch.status).toBe(422);
    expect(patch.body.errors.map((e: Json) => e.source.pointer)).toEqual([
      '/data/attributes/prompt',
    ]);
  });
});

describe('quiz settings', () => {
  it('saves a partial change and refuses values out of range, per field', async () => {
    const { itemId } = await newQuiz();
    const saved = await t.request(
      quizPath(itemId),
      as('alex', 'PATCH', {
        data: {
          type: 'quizzes',
          id: itemId,
          attributes: { settings: { pass_mark: 80, max_attempts: 3, layout: 'all' } },
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attributes.settings).toMatchObject({
      pass_mark: 80,
      max_attempts: 3,
      layout: 'all',
      time_limit_minutes: null,
      shuffle_questions: false,
    });
    const second = await t.request(
      quizPath(itemId),
      as('alex', 'PATCH', { settings: { time_limit_minutes: 30, max_attempts: null } }),
    );
    expect(second.body.data.attributes.settings).toMatchObject({
      pass_mark: 80,
      max_attempts: null,
      time_limit_minutes: 30,
    });

    const bad = await t.request(
      quizPath(itemId),
      as('alex', 'PATCH', {
        settings: {
          pass_mark: 101,
          max_attempts: 11,
          time_limit_minutes: 0,
          layout: 'grid',
          show_afterwards: ['grades'],
          draw_count: 0,
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: Json) => e.source.pointer)).toEqual([
      '/data/attributes/settings/pass_mark',
      '/data/attributes/settings/max_attempts',
      '/data/attributes/settings/time_limit_minutes',
      '/data/attributes/settings/layout',
      '/data/attributes/settings/show_afterwards',
      '/data/attributes/settings/draw_count',
    ]);
    expect(bad.body.errors[0].detail).toBe('Enter a whole number from 0 to 100.');
    const missing = await t.request(quizPath(itemId), as('alex', 'PATCH', {}));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].source.pointer).toBe('/data/attributes/settings');
    const doc = await getQuiz(itemId);
    expect(doc.data.attributes.settings.pass_mark).toBe(80);
  });

  it('needs random-quizzes for a draw or a pool (403), not to switch them off', async () => {
    const { itemId } = await newQuiz();
    const [demo] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    const features = demo?.features ?? [];
    await t.db
      .update(portals)
      .set({ features: features.filter((f) => f !== 'random-quizzes') })
      .where(eq(portals.key, 'demo'));
    try {
      for (const settings of [{ draw_count: 5 }, { pool_category: 'Maths' }, { pool_label: 'x' }]) {
        const { status } = await t.request(quizPath(itemId), as('alex', 'PATCH', { settings }));
        expect(status, JSON.stringify(settings)).toBe(403);
      }
      const off = await t.request(
        quizPath(itemId),
        as('alex', 'PATCH', { settings: { draw_count: null, pool_category: null, pass_mark: 70 } }),
      );
      expect(off.status).toBe(200);
      expect(off.body.meta.features.random_quizzes).toBe(false);
    } finally {
      await t.db.update(portals).set({ features }).where(eq(portals.key, 'demo'));
    }
    const on = await t.request(
      quizPath(itemId),
      as('alex', 'PATCH', { settings: { draw_count: 5 } }),
    );
    expect(on.status).toBe(200);
    expect(on.body.data.attributes.settings.draw_count).toBe(5);
  });

  it('counts a pool of the portal’s questions by category and label', async () => {
    const category = `Pool ${crypto.randomUUID().slice(0, 8)}`;
    const one = await newQuiz();
    const two = await newQuiz();
    const inPool = (prompt: string, labels: string[] = []) => ({
      prompt,
      category,
      labels,
      definition: { type: 'true_false', correct: true },
    });
    await addQuestions(one.itemId, [inPool('A', ['hard']), inPool('B')]);
    await addQuestions(two.itemId, [
      inPool('C', ['hard']),
      { prompt: 'D', definition: { type: 'open' } },
    ]);
    const settings = { draw_count: 3, pool_category: category, pool_label: null };
    const byCategory = await t.request(quizPath(two.itemId), as('alex', 'PATCH', { settings }));
    expect(byCategory.body.data.attributes).toMatchObject({ pool_size: 3, problems: [] });
    const byBoth = await t.request(
      quizPath(two.itemId),
      as('alex', 'PATCH', { settings: { pool_label: 'hard' } }),
    );
    expect(byBoth.body.data.attributes.pool_size).toBe(2);
    expect(byBoth.body.data.attributes.problems).toEqual([
      {
        code: 'POOL_TOO_SMALL',
        detail: 'Quiz “Knowledge check” draws 3 questions but its pool holds only 2.',
      },
    ]);
  });
});

describe('publishing a course with a quiz', () => {
  async function readyCourse() {
    const quiz = await newQuiz('Final quiz');
    const { body: editor } = await t.request(`/v1/courses/${quiz.courseId}/editor`, as('alex'));
    const { body: options } = await t.request('/v1/courses/authoring_options', as('alex'));
    const catalog = options.included.find((r: Json) => r.type === 'catalogs');
    const patched = await t.request(
      `/v1/courses/${quiz.courseId}`,
      as('alex', 'PATCH', {
        version: editor.data.attributes.version,
        summary: 'A course with a quiz.',
        catalog_id: catalog.id,
      }),
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const lesson = await t.request(
      `/v1/courses/${quiz.courseId}/outline_items/${quiz.lessonId}`,
      as('alex', 'PATCH', { content_html: '<p>Read this first.</p>' }),
    );
    expect(lesson.status).toBe(200);
    return quiz;
  }

  const publish = (courseId: string) =>
    t.request(`/v1/courses/${courseId}/publish`, as('alex', 'POST'));

  it('counts the quiz’s real questions, and refuses a draw larger than the pool', async () => {
    const quiz = await readyCourse();
    const empty = await publish(quiz.courseId);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e: Json) => e.code)).toEqual(['QUIZ_WITHOUT_QUESTIONS']);

    await addQuestions(quiz.itemId, [
      SINGLE,
      { prompt: 'True?', definition: { type: 'true_false', correct: true } },
    ]);
    const drawn = await t.request(
      quizPath(quiz.itemId),
      as('alex', 'PATCH', { settings: { draw_count: 5 } }),
    );
    expect(drawn.status).toBe(200);
    const refused = await publish(quiz.courseId);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        code: 'POOL_TOO_SMALL',
        detail: 'Quiz “Final quiz” draws 5 questions but its pool holds only 2.',
        meta: expect.objectContaining({ target_id: quiz.itemId, subject: 'Final quiz' }),
      }),
    ]);
    const [course] = await t.db.select().from(courses).where(eq(courses.id, quiz.courseId));
    expect(course?.status).toBe('draft');

    await t.request(quizPath(quiz.itemId), as('alex', 'PATCH', { settings: { draw_count: 2 } }));
    const published = await publish(quiz.courseId);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.attributes.status).toBe('published');
  });
});

describe('CSV import and export (quiz-import)', () => {
  const BAD = [
    HEADER,
    'single_choice,Capital of France?,Paris|Lyon,Paris,1,,,,,Geography,europe',
    'single_choice,Capital of Spain?,Madrid|Lyon,Barcelona,1,,,,,Geography,europe',
    'numeric,Half of seven?,,"3,5",two,,,,,Maths,',
    'true_false,The earth is round.,,true,1,,,,,,',
  ].join('\r\n');
  const FIXED = BAD.replace('Barcelona', 'Madrid').replace('"3,5",two', '3.5,2');

  it('previews every error by row and column and writes nothing, then imports the fixed file', async () => {
    const { itemId } = await newQuiz();
    const preview = await importCsv(itemId, 'preview', BAD);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.meta.errors.map((e: Json) => [e.row, e.column, e.code])).toEqual([
      [3, 'correct', 'CORRECT_NOT_AN_OPTION'],
      [4, 'correct', 'NOT_A_NUMBER'],
      [4, 'points', 'INVALID_POINTS'],
    ]);
    expect(preview.body.meta.errors[0].detail).toBe('“Barcelona” is not one of the options.');
    expect(await questionCount(itemId)).toBe(0);

    // In the request's language.
    const dutch = await importCsv(itemId, 'preview', BAD, { 'accept-language': 'nl' });
    expect(dutch.body.meta.errors[0].detail).toBe('“Barcelona” is geen van de opties.');

    const refused = await importCsv(itemId, 'confirm', BAD);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual(preview.body.meta.errors);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'CORRECT_NOT_AN_OPTION',
      meta: { row: 3, column: 'correct' },
    });
    expect(await questionCount(itemId)).toBe(0);

    const ok = await importCsv(itemId, 'preview', FIXED);
    expect(ok.body.meta).toEqual({ questions: 4, errors: [] });
    expect(await questionCount(itemId)).toBe(0);
    const confirmed = await importCsv(itemId, 'confirm', FIXED);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.meta).toEqual({ questions: 4, errors: [] });
    const doc = await getQuiz(itemId);
    expect(doc.data.attributes.questions.map((q: Json) => q.prompt)).toEqual([
      'Capital of France?',
      'Capital of Spain?',
      'Half of seven?',
      'The earth is round.',
    ]);
    expect(doc.data.attributes.questions[2].definition).toEqual({
      type: 'numeric',
      value: 3.5,
      tolerance: 0,
    });
    // A second import appends after them.
    await importCsv(itemId, 'confirm', `${HEADER}\r\nopen,One more`);
    const after = await getQuiz(itemId);
    expect(after.data.attributes.questions.at(-1).prompt).toBe('One more');
  });

  it('refuses an unknown mode (400), a file over 10 MB (413) and a portal without the feature (403)', async () => {
    const { itemId } = await newQuiz();
    expect((await importCsv(itemId, 'write', FIXED)).status).toBe(400);
    const declared = await importCsv(itemId, 'preview', FIXED, {
      'content-length': String(10 * 1024 * 1024 + 1),
    });
    expect(declared.status).toBe(413);
    expect(declared.body.errors[0].code).toBe('FILE_TOO_LARGE');
    const big = `${HEADER}\r\n${'open,A long question\r\n'.repeat(500_000)}`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const streamed = new Blob([big]).stream();
    const counted = await t.api.fetch(
      new Request(`http://api${quizPath(itemId)}/import?mode=preview`, {
        method: 'POST',
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.alex}` },
        body: streamed,
        duplex: 'half',
      } as RequestInit),
    );
    expect(counted.status).toBe(413);
    expect(await questionCount(itemId)).toBe(0);

    // Unlimited Learning has no quiz-import (its own quizzes would 404 after the 403).
    for (const path of [
      `${quizPath(itemId)}/import?mode=preview`,
      `${quizPath(itemId)}/export`,
      '/v1/quizzes/import_template',
    ]) {
      const response = await t.api.fetch(
        new Request(`http://api${path}`, {
          method: path.includes('import?') ? 'POST' : 'GET',
          headers: {
            'x-portal-domain': 'unlimited.localhost',
            authorization: `Bearer ${token.alex}`,
          },
          ...(path.includes('import?') ? { body: FIXED } : {}),
        }),
      );
      expect(response.status, path).toBe(403);
    }
    const doc = await t.request(quizPath(itemId), as('alex'));
    expect(doc.body.meta.features.quiz_import).toBe(true);
  });

  it('serves the template: one valid example per type', async () => {
    const response = await raw('/v1/quizzes/import_template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const csv = await response.text();
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;
    expect(rows[0]).toEqual([...QUIZ_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'single_choice',
      'multiple_choice',
      'true_false',
      'short_answer',
      'numeric',
      'matching',
      'ordering',
      'open',
    ]);
    const { itemId } = await newQuiz();
    const preview = await importCsv(itemId, 'preview', csv);
    expect(preview.body.meta).toEqual({ questions: 8, errors: [] });
    expect((await raw('/v1/quizzes/import_template', { who: 'stijn' })).status).toBe(403);
  });

  it('exports a CSV whose import gives the same questions', async () => {
    const source = await newQuiz('Tricky texts');
    await addQuestions(source.itemId, [
      {
        prompt: 'Commas, semicolons; "quotes" and a\nsecond line',
        points: 3,
        feedback: 'With | a pipe, and "quotes"',
        category: 'Tricky; category',
        labels: ['a|b', 'plain'],
        definition: {
          type: 'multiple_choice',
          options: [
            { id: 'o1', text: 'Yes, "really"' },
            { id: 'o2', text: 'No | never' },
            { id: 'o3', text: '=1+1' },
          ],
          correct: ['o1', 'o3'],
          scoring: 'proportional',
        },
      },
      {
        prompt: 'Match',
        definition: {
          type: 'matching',
          pairs: [
            { id: 'p1', left: 'a=b', right: 'one; two' },
            { id: 'p2', left: 'c', right: 'back\\slash' },
          ],
        },
      },
      { prompt: 'How much?', definition: { type: 'numeric', value: -0.5, tolerance: 0.01 } },
      {
        prompt: 'Type it',
        definition: { type: 'short_answer', accepted: ['x'], case_sensitive: false },
      },
      {
        prompt: 'Order',
        definition: {
          type: 'ordering',
          items: [
            { id: 'o1', text: 'first' },
            { id: 'o2', text: 'second' },
          ],
        },
      },
      { prompt: 'True?', definition: { type: 'true_false', correct: false } },
      { prompt: 'Why?', points: 4, feedback: 'Graded by a coach.', definition: { type: 'open' } },
      SINGLE,
    ]);
    const response = await raw(`${quizPath(source.itemId)}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tricky-texts-questions\.csv"/,
    );
    const csv = await response.text();
    expect(csv.split('\r\n')[0]?.replace(/^\uFEFF/, '')).toBe(HEADER);

    const target = await newQuiz();
    const imported = await importCsv(target.itemId, 'confirm', csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.meta.questions).toBe(8);
    const [from, to] = [await getQuiz(source.itemId), await getQuiz(target.itemId)];
    expect(withoutIds(to.data.attributes.questions)).toEqual(
      withoutIds(from.data.attributes.questions),
    );
    const stored = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.quizItemId, target.itemId), eq(questions.type, 'matching')));
    expect(stored).toHaveLength(1);
  });
});
