import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMoodleXml } from '../../shared/quiz/interchange/moodle-xml';
import { parseQtiBytes } from '../../shared/quiz/interchange/qti';
import { SAMPLE_PNG } from '../../shared/quiz/interchange/samples';
import { files, questions } from '../db/schema';
import { multipart, SVG } from '../files/multipart-fixtures';
import { currentAgreementIds } from '../test/agreements';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { dataLiteracyQuizFixture } from '../test/quiz-answers';
import { loadQuizSettings, saveQuizSettings } from './quiz-settings.queries';

/**
 * Question images (issue 41, docs/question-interchange.md "Question images"): a Moodle XML
 * import stores the picture a question shows, on "Confirm import" only; the question carries it;
 * a learner who has the question in an attempt reads it, nobody else outside the course's
 * managers; exports write it back.
 */

const { t, token } = setUpDemoApi(['alex', 'stijn', 'lars']);
const quiz = dataLiteracyQuizFixture(t);

const base64 = Buffer.from(SAMPLE_PNG).toString('base64');
const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Axis</text></name>
    <questiontext format="html"><text><![CDATA[<p><img src="@@PLUGINFILE@@/axis%20chart.png" alt="A bar chart whose axis starts at 40"></p><p>Is this chart honest?</p>]]></text>
      <file name="axis chart.png" path="/" encoding="base64">${base64}</file>
    </questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
</quiz>`;

function raw(
  path: string,
  init: { token?: string; method?: string; body?: BodyInit; domain?: string; type?: string } = {},
) {
  return t.api.fetch(
    new Request(`http://api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-portal-domain': init.domain ?? 'localhost',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.type ? { 'content-type': init.type } : {}),
      },
      body: init.body,
    }),
  );
}

async function importMoodle(mode: 'preview' | 'confirm', xml = MOODLE) {
  const response = await raw(`/v1/quizzes/${quiz.quizId}/import?mode=${mode}&format=moodle_xml`, {
    token: token.alex,
    method: 'POST',
    body: xml,
    type: 'application/xml',
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const questionImages = () =>
  t.db
    .select({ id: files.id, purpose: files.purpose, courseId: files.courseId })
    .from(files)
    .where(eq(files.purpose, 'question_image'));

const content = (fileId: string, who?: string, domain = 'localhost') =>
  raw(`/v1/files/${fileId}/content`, { token: who, domain });

async function freshStudent(enroll: boolean) {
  const email = `pictures-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      data: {
        type: 'accounts',
        attributes: {
          full_name: 'Pia Pictures',
          email,
          password: 'a-long-password',
          accepted_agreements: await currentAgreementIds(t),
        },
      },
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const studentToken = body.data.attributes.token as string;
  if (enroll) {
    const enrolled = await t.request('/v1/courses/data-literacy/enrollment', {
      method: 'POST',
      token: studentToken,
    });
    expect(enrolled.status).toBe(201);
  }
  return studentToken;
}

let imageQuestion: Json = {};

beforeAll(async () => {
  // Every question of the quiz in every attempt: the imported one is always drawn.
  const params = { portalId: quiz.portalId, itemId: quiz.quizId };
  const settings = await loadQuizSettings(t.db, params);
  await saveQuizSettings(t.db, {
    ...params,
    settings: { ...settings, drawCount: null, poolCategory: null, poolLabel: null },
  });
});

describe('Moodle XML import of a question image', () => {
  it('previews “1 image will be stored” and writes nothing before Confirm import', async () => {
    const before = (await questionImages()).length;
    const preview = await importMoodle('preview');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.meta).toMatchObject({ questions: 1, errors: [], images: 1 });
    expect(preview.body.meta.report[0].notes.map((n: Json) => n.code)).toEqual([
      'FORMAT_TO_PLAIN',
      'IMAGE_STORED',
    ]);
    expect((await questionImages()).length).toBe(before);
  });

  it('refuses a file that only claims to be an image by its path, storing nothing', async () => {
    const before = (await questionImages()).length;
    const fake = MOODLE.replace(base64, Buffer.from('<svg onload="alert(1)"/>').toString('base64'));
    const refused = await importMoodle('confirm', fake);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.map((e: Json) => [e.column, e.code])).toEqual([
      ['quiz/question[1]/questiontext/file[1]', 'BAD_IMAGE'],
    ]);
    expect((await questionImages()).length).toBe(before);
    // Bytes that start like a PNG but are none: the parser's first look lets them by, the
    // upload's sniffing (file-type) does not, in the preview already.
    const lookalike = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('ok?')]);
    const preview = await importMoodle(
      'preview',
      MOODLE.replace(base64, lookalike.toString('base64')),
    );
    expect(preview.body.meta.errors.map((e: Json) => [e.row, e.column, e.code])).toEqual([
      [1, 'quiz/question[1]/questiontext/file[1]', 'BAD_IMAGE'],
    ]);
    expect(
      (await importMoodle('confirm', MOODLE.replace(base64, lookalike.toString('base64')))).status,
    ).toBe(422);
    expect((await questionImages()).length).toBe(before);
  });

  it('on Confirm import stores the image (sniffed, hashed, the quiz’s course) as the question’s', async () => {
    const confirmed = await importMoodle('confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const editor = await t.request(`/v1/quizzes/${quiz.quizId}`, { token: token.alex });
    const imported = (editor.body.data.attributes.questions as Json[]).find(
      (q) => q.prompt === 'Is this chart honest?',
    );
    expect(imported?.image).toEqual({
      file_id: expect.any(String),
      alt: 'A bar chart whose axis starts at 40',
    });
    imageQuestion = imported ?? {};
    const [row] = await t.db.select().from(files).where(eq(files.id, imported?.image.file_id));
    expect(row).toMatchObject({
      purpose: 'question_image',
      courseId: quiz.courseId,
      fileName: 'axis chart.png',
      contentType: 'image/png',
      sizeBytes: SAMPLE_PNG.byteLength,
      sha256: createHash('sha256').update(SAMPLE_PNG).digest('hex'),
    });
    // The author reads it (the editor's preview).
    const own = await content(imported?.image.file_id, token.alex);
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(SAMPLE_PNG);
  });

  it('is read by a learner who has the question in an attempt; not before, not by a guest or another portal', async () => {
    const fileId = imageQuestion.image.file_id as string;
    const learner = await freshStudent(true);
    // Enrolled, but the question is not in front of them yet.
    expect((await content(fileId, learner)).status).toBe(404);
    const started = await t.request(`/v1/courses/data-literacy/quizzes/${quiz.quizId}/attempts`, {
      method: 'POST',
      token: learner,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const shown = (started.body.data.attributes.questions as Json[]).find(
      (q) => q.id === imageQuestion.id,
    );
    expect(shown?.image).toEqual({ file_id: fileId, alt: 'A bar chart whose axis starts at 40' });
    const read = await content(fileId, learner);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');

    // Someone of the portal who never drew it, a guest, and another portal's learner: no.
    expect((await content(fileId, await freshStudent(false))).status).toBe(404);
    expect((await content(fileId)).status).toBe(401);
    expect((await content(fileId, token.lars, 'unlimited.localhost')).status).toBe(404);
  });

  it('exports it back: Moodle XML as a base64 <file>, QTI in the package (which imports again)', async () => {
    const moodle = await raw(`/v1/quizzes/${quiz.quizId}/export?format=moodle_xml`, {
      token: token.alex,
    });
    const parsed = parseMoodleXml(await moodle.text());
    expect(parsed.errors).toEqual([]);
    const index = parsed.questions.findIndex((q) => q.prompt === 'Is this chart honest?');
    const image = parsed.images?.find((i) => i.question === index);
    expect(image?.alt).toBe('A bar chart whose axis starts at 40');
    expect(image?.bytes).toEqual(SAMPLE_PNG);

    const qti = await raw(`/v1/quizzes/${quiz.quizId}/export?format=qti`, { token: token.alex });
    const zip = new Uint8Array(await qti.arrayBuffer());
    expect(
      Object.values(unzipSync(zip)).some((bytes) =>
        strFromU8(bytes).includes('<img src="../images/'),
      ),
    ).toBe(true);
    const fromQti = parseQtiBytes(zip);
    expect(fromQti.images?.map((i) => [i.alt, i.bytes])).toEqual([
      ['A bar chart whose axis starts at 40', SAMPLE_PNG],
    ]);

    // The package imported again: the question comes back with an image of its own, the same bytes.
    const before = (await questionImages()).length;
    const again = await raw(`/v1/quizzes/${quiz.quizId}/import?mode=confirm&format=qti`, {
      token: token.alex,
      method: 'POST',
      body: zip,
      type: 'application/zip',
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(((await again.json()) as Json).meta.images).toBe(1);
    expect((await questionImages()).length).toBe(before + 1);
    const editor = await t.request(`/v1/quizzes/${quiz.quizId}`, { token: token.alex });
    const copies = (editor.body.data.attributes.questions as Json[]).filter(
      (q) => q.prompt === 'Is this chart honest?',
    );
    expect(copies).toHaveLength(2);
    const [original, copy] = copies.map((q) => q.image);
    expect(copy.alt).toBe(original.alt);
    expect(copy.file_id).not.toBe(original.file_id);
    const bytes = await content(copy.file_id, token.alex);
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(SAMPLE_PNG);
  });
});

describe('A question’s image written by its author', () => {
  async function upload(file: { name: string; head: Uint8Array }, who = token.alex) {
    const form = multipart(
      [
        ['purpose', 'question_image'],
        ['course_id', quiz.courseId],
      ],
      file,
    );
    const response = await t.api.fetch(
      new Request('http://api/v1/files', {
        method: 'POST',
        headers: {
          'x-portal-domain': 'localhost',
          'content-type': form.contentType,
          'content-length': String(form.length),
          authorization: `Bearer ${who}`,
        },
        body: form.body,
        duplex: 'half',
      } as RequestInit),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  const write = (method: 'POST' | 'PATCH', path: string, attributes: Json) =>
    t.request(path, {
      method,
      token: token.alex,
      body: { data: { type: 'questions', attributes } },
    });

  it('uploads images only (bytes sniffed), for course managers only', async () => {
    expect((await upload({ name: 'x.svg', head: SVG })).status).toBe(415);
    expect((await upload({ name: 'pic.png', head: SAMPLE_PNG }, token.stijn)).status).toBe(403);
    const uploaded = await upload({ name: 'pic.png', head: SAMPLE_PNG });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.attributes.purpose).toBe('question_image');
  });

  it('sets, checks (alt required, a question image of the portal) and removes it', async () => {
    const fileId = (await upload({ name: 'pic.png', head: SAMPLE_PNG })).body.data.id as string;
    const path = `/v1/quizzes/${quiz.quizId}/questions`;
    const question = {
      prompt: 'Which chart is this?',
      definition: { type: 'true_false', correct: true },
    };
    const noAlt = await write('POST', path, { ...question, image: { file_id: fileId, alt: ' ' } });
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/image/alt' },
      meta: { rule: 'INVALID_ALT' },
    });
    const tooLong = await write('POST', path, {
      ...question,
      image: { file_id: fileId, alt: 'x'.repeat(251) },
    });
    expect(tooLong.status).toBe(422);
    // Not a question image (a random id; the author's avatar would be refused the same way).
    const unknown = await write('POST', path, {
      ...question,
      image: { file_id: crypto.randomUUID(), alt: 'A chart' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/attributes/image/file_id' });

    const created = await write('POST', path, {
      ...question,
      image: { file_id: fileId, alt: 'A chart' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.attributes.image).toEqual({ file_id: fileId, alt: 'A chart' });
    const id = created.body.data.id as string;
    const removed = await write('PATCH', `${path}/${id}`, { image: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes.image).toBeNull();
    const [row] = await t.db
      .select({ file: questions.imageFileId, alt: questions.imageAlt })
      .from(questions)
      .where(eq(questions.id, id));
    expect(row).toEqual({ file: null, alt: null });
  });
});
