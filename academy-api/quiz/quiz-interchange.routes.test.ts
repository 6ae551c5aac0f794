import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EVERY_TYPE } from '../../shared/quiz/interchange/samples';
import { QUESTION_TYPES } from '../../shared/quiz/types';
import { toWire } from '../../shared/quiz/wire';
import { questions } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

/** GIFT and Moodle XML through the quiz import and export (docs/question-interchange.md). */

const t = setUpTestApi();
const { token } = demoPeople(t, { alex: 'author@demo.academy', stijn: 'student@demo.academy' });

const quizPath = (itemId: string) => `/v1/quizzes/${itemId}`;

async function created(path: string, body: unknown) {
  const { status, body: doc } = await t.request(path, {
    token: token.alex,
    method: 'POST',
    body,
    domain: 'localhost',
  });
  expect(status, JSON.stringify(doc)).toBe(201);
  return doc.data as Json;
}

async function newQuiz(title = 'Interchange check') {
  const course = await created('/v1/courses', {
    title: `Interchange ${crypto.randomUUID().slice(0, 6)}`,
  });
  const module = await created(`/v1/courses/${course.id}/modules`, { title: 'One' });
  const quiz = await created(`/v1/courses/${course.id}/modules/${module.id}/items`, {
    title,
    kind: 'quiz',
  });
  return quiz.id as string;
}

function raw(
  path: string,
  init: {
    who?: 'alex' | 'stijn';
    method?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
) {
  return t.api.fetch(
    new Request(`http://api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-portal-domain': 'localhost',
        authorization: `Bearer ${token[init.who ?? 'alex']}`,
        ...init.headers,
      },
      body: init.body,
    }),
  );
}

async function importFile(
  itemId: string,
  mode: string,
  format: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  const response = await raw(`${quizPath(itemId)}/import?mode=${mode}&format=${format}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain', ...headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const questionCount = async (itemId: string) =>
  (await t.db.select().from(questions).where(eq(questions.quizItemId, itemId))).length;

const storedQuestions = async (itemId: string) => {
  const { body } = await t.request(quizPath(itemId), { token: token.alex, domain: 'localhost' });
  return (body.data.attributes.questions as Json[]).map(({ id: _, ...question }) => question);
};

const GIFT = [
  '$CATEGORY: $course$/top/Geography/Europe',
  '',
  '::Capital:: What is the capital of France? {=Paris#Yes. ~Lyon#No.####Paris since 987.}',
  '',
  'Calculated questions do not exist in GIFT, but a description does.',
  '',
  '::Prime:: Which are prime? {~%50%2 ~%50%3 ~%-50%4}',
  '',
  '[html]The <b>sun</b> rises in the east. {T}',
].join('\n');

describe('GIFT import (quiz-import)', () => {
  it('previews what becomes of each question and writes nothing, then imports on confirm', async () => {
    const itemId = await newQuiz();
    const preview = await importFile(itemId, 'preview', 'gift', GIFT);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.meta.questions).toBe(3);
    expect(preview.body.meta.errors).toEqual([]);
    expect(preview.body.meta.format).toBe('gift');
    expect(
      preview.body.meta.report.map((e: Json) => [
        e.row,
        e.outcome,
        e.type,
        e.source_type,
        e.notes.map((n: Json) => n.code),
      ]),
    ).toEqual([
      [3, 'imported', 'single_choice', 'MC', []],
      [5, 'skipped', null, 'Description', ['DESCRIPTION']],
      [7, 'imported', 'multiple_choice', 'MC', []],
      [9, 'imported', 'true_false', 'TF', ['FORMAT_TO_PLAIN']],
    ]);
    expect(preview.body.meta.report[1].notes[0].detail).toBe(
      'A description, not a question: there is nothing to answer.',
    );
    expect(await questionCount(itemId)).toBe(0);

    const dutch = await importFile(itemId, 'preview', 'gift', GIFT, { 'accept-language': 'nl' });
    expect(dutch.body.meta.report[1].notes[0].detail).toBe(
      'Een beschrijving, geen vraag: er valt niets te beantwoorden.',
    );

    const confirmed = await importFile(itemId, 'confirm', 'gift', GIFT);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.meta.questions).toBe(3);
    const stored = await storedQuestions(itemId);
    expect(stored.map((q) => [q.prompt, q.category, q.definition.type])).toEqual([
      ['What is the capital of France?', 'Geography/Europe', 'single_choice'],
      ['Which are prime?', 'Geography/Europe', 'multiple_choice'],
      ['The sun rises in the east.', 'Geography/Europe', 'true_false'],
    ]);
    // Feedback per answer is stored with its option (issue 41).
    expect(stored[0]?.feedback).toBe('Paris since 987.');
    expect(stored[0]?.definition).toMatchObject({
      options: [
        { text: 'Paris', feedback: 'Yes.' },
        { text: 'Lyon', feedback: 'No.' },
      ],
    });
  });

  it('lists every error by line, and a confirm with errors writes nothing (422)', async () => {
    const itemId = await newQuiz();
    const bad = ['Good {T}', '', 'Broken {=a ~b', '', 'No right answer {~a ~b}'].join('\n');
    const preview = await importFile(itemId, 'preview', 'gift', bad);
    expect(preview.body.meta.errors.map((e: Json) => [e.row, e.code])).toEqual([
      [3, 'SYNTAX'],
      [5, 'NO_CORRECT'],
    ]);
    const refused = await importFile(itemId, 'confirm', 'gift', bad);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual(preview.body.meta.errors);
    expect(refused.body.errors[0]).toMatchObject({ code: 'SYNTAX', meta: { row: 3 } });
    expect(await questionCount(itemId)).toBe(0);
  });

  it('refuses an unknown format (400) and students (403)', async () => {
    const itemId = await newQuiz();
    const unknown = await importFile(itemId, 'preview', 'aiken', GIFT);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].source).toEqual({ parameter: 'format' });
    const student = await raw(`${quizPath(itemId)}/import?mode=preview&format=gift`, {
      who: 'stijn',
      method: 'POST',
      body: GIFT,
    });
    expect(student.status).toBe(403);
    expect((await raw(`${quizPath(itemId)}/export?format=zip`)).status).toBe(400);
  });
});

describe('Moodle XML import (quiz-import)', () => {
  it('refuses DOCTYPE and ENTITY declarations, writing nothing', async () => {
    const itemId = await newQuiz();
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><questiontext><text>&xxe;</text></questiontext></question></quiz>';
    for (const mode of ['preview', 'confirm']) {
      const answer = await importFile(itemId, mode, 'moodle_xml', xxe);
      expect(answer.body.meta.errors.map((e: Json) => e.code)).toEqual(['DOCTYPE']);
    }
    expect(await questionCount(itemId)).toBe(0);
  });

  it('reports errors by element path', async () => {
    const itemId = await newQuiz();
    const xml =
      '<quiz><question type="essay"><questiontext><text>Fine</text></questiontext></question><question type="numerical"><questiontext><text>N?</text></questiontext><answer fraction="100"><text>abc</text></answer></question></quiz>';
    const preview = await importFile(itemId, 'preview', 'moodle_xml', xml);
    expect(preview.body.meta.errors.map((e: Json) => [e.row, e.column, e.code])).toEqual([
      [2, 'quiz/question[2]/answer[1]/text', 'NOT_A_NUMBER'],
    ]);
    expect(preview.body.meta.report.map((e: Json) => e.path)).toEqual(['quiz/question[1]']);
  });
});

describe('QTI 3.0 import (quiz-import)', () => {
  const ITEM = `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="q1" title="Luggage">
  <qti-response-declaration identifier="R" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>
  <qti-item-body><qti-choice-interaction response-identifier="R" max-choices="1"><qti-prompt>What does the sign say?</qti-prompt><qti-simple-choice identifier="A">Run</qti-simple-choice><qti-simple-choice identifier="B">Stay with your luggage</qti-simple-choice></qti-choice-interaction></qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;
  const MANIFEST = `<manifest identifier="M"><resources><resource identifier="R1" type="imsqti_item_xmlv3p0" href="items/q1.xml"/></resources></manifest>`;

  it('imports an item from a content package, and refuses a package whose files climb out', async () => {
    const itemId = await newQuiz();
    const zip = zipSync({ 'imsmanifest.xml': strToU8(MANIFEST), 'items/q1.xml': strToU8(ITEM) });
    const preview = await importFile(itemId, 'preview', 'qti', zip);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.meta.report.map((e: Json) => [e.path, e.outcome, e.type])).toEqual([
      ['items/q1.xml', 'imported', 'single_choice'],
    ]);
    expect(await questionCount(itemId)).toBe(0);
    const confirmed = await importFile(itemId, 'confirm', 'qti', zip);
    expect(confirmed.status).toBe(200);
    expect((await storedQuestions(itemId)).map((q) => q.prompt)).toEqual([
      'What does the sign say?',
    ]);

    const evil = zipSync({ 'imsmanifest.xml': strToU8(MANIFEST), '../../evil.xml': strToU8(ITEM) });
    const refused = await importFile(itemId, 'confirm', 'qti', evil);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.map((e: Json) => e.code)).toEqual(['PATH_TRAVERSAL']);
    expect(await questionCount(itemId)).toBe(1);
  });

  it('imports a single item XML', async () => {
    const itemId = await newQuiz();
    const preview = await importFile(itemId, 'preview', 'qti', ITEM);
    expect(preview.body.meta).toMatchObject({ questions: 1, errors: [], format: 'qti' });
  });
});

describe('GIFT, Moodle XML and QTI export', () => {
  for (const [format, type, name] of [
    ['gift', 'text/plain; charset=utf-8', 'round-trip-questions.gift.txt'],
    ['moodle_xml', 'application/xml; charset=utf-8', 'round-trip-questions.moodle.xml'],
    ['qti', 'application/zip', 'round-trip-questions.qti.zip'],
  ] as const) {
    it(`exports ${format} whose import gives every question back, field by field, for every type`, async () => {
      expect(new Set(EVERY_TYPE.map((q) => q.definition.type))).toEqual(new Set(QUESTION_TYPES));
      const source = await newQuiz('Round trip');
      for (const question of EVERY_TYPE) {
        await created(`${quizPath(source)}/questions`, {
          data: { type: 'questions', attributes: toWire(question) },
        });
      }
      const response = await raw(`${quizPath(source)}/export?format=${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toContain(`filename="${name}"`);
      const file = format === 'qti' ? await response.arrayBuffer() : await response.text();

      const target = await newQuiz();
      const imported = await importFile(target, 'confirm', format, file);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body.meta.questions).toBe(EVERY_TYPE.length);
      const [from, to] = [await storedQuestions(source), await storedQuestions(target)];
      expect(to).toHaveLength(from.length);
      from.forEach((question, i) => {
        for (const field of ['prompt', 'points', 'feedback', 'category', 'labels', 'definition']) {
          expect(to[i]?.[field], `${i} ${field}`).toEqual(question[field]);
        }
      });
    });
  }
});
