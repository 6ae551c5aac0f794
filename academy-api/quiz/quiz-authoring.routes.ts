import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { publishProblemText, quizProblem } from '../../shared/authoring/publish-check';
import * as contract from '../../shared/quiz/contract';
import { exportQuizCsv, parseQuizCsvBytes, QUIZ_CSV_TEMPLATE } from '../../shared/quiz/csv';
import type { InterchangeResult } from '../../shared/quiz/interchange/common';
import {
  EXPORT_FORMATS,
  INTERCHANGE_FORMATS,
  type InterchangeFormat,
} from '../../shared/quiz/interchange/format';
import { exportGift, parseGiftBytes } from '../../shared/quiz/interchange/gift';
import { exportMoodleXml, parseMoodleXmlBytes } from '../../shared/quiz/interchange/moodle-xml';
import { parseQtiBytes } from '../../shared/quiz/interchange/qti';
import { exportQtiPackage } from '../../shared/quiz/interchange/qti-export';
import {
  asksRandomDraw,
  parseQuizInput,
  QUIZ_MESSAGES,
  questionPatchSchema,
  questionSchema,
  quizSettingsPatchSchema,
} from '../../shared/quiz/question-schema';
import { QUIZ_LIMITS, type Question, type QuizSettings } from '../../shared/quiz/types';
import { fromWire, toWire } from '../../shared/quiz/wire';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { bodyBytes } from '../files/body-bytes';
import { contentDisposition } from '../files/names';
import type { TextKey } from '../i18n/error-texts';
import type { Locale } from '../i18n/locales';
import { requestTexts } from '../i18n/request-texts';
import { csvDownload } from '../jsonapi/csv-response';
import { buildDocument, type ResourceObject } from '../jsonapi/document';
import {
  attributesOf,
  bodyOf,
  found,
  noContent,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import { ApiError, forbidden, invalidQuery, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { fieldErrorsRefusal, importRefusal } from '../jsonapi/import-errors';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, CSV, file, meta, NONE, one } from '../openapi/answers';
import {
  importImageErrors,
  isQuestionImageFile,
  questionImageFiles,
  storeImportImages,
} from './question-images';
import {
  type AuthoringQuiz,
  addQuizQuestion,
  appendQuizQuestions,
  deleteQuizQuestion,
  findAuthoringQuiz,
  findQuizQuestion,
  listQuizQuestions,
  questionBankChoices,
  quizPoolSize,
  reorderQuizQuestions,
  updateQuizQuestion,
} from './quiz-authoring.queries';
import { loadQuizSettings, saveQuizSettings } from './quiz-settings.queries';

// Serialisers: rows to JSON:API resources.

/** A question as its author edits it: the definition (the key) included, in wire form. */
export function questionResource(question: Question): ResourceObject {
  return resourceOf(contract.questions, question.id, questionAttributes(question));
}

/** A question's fields; its definition's keys snake_case (toWire). */
function questionAttributes(question: Question) {
  return {
    prompt: question.prompt,
    points: question.points,
    feedback: question.feedback,
    category: question.category,
    labels: question.labels,
    definition: toWire(question.definition),
    image: question.image ? toWire<{ file_id: string; alt: string }>(question.image) : null,
  };
}

export type QuizProblem = { code: string; detail: string };

/** What keeps the quiz from being published, in the request's language. */
export function quizProblems(
  params: { title: string; questionCount: number; settings: QuizSettings; poolSize: number },
  locale: Locale,
): QuizProblem[] {
  const problem = quizProblem({
    questionCount: params.questionCount,
    drawCount: params.settings.drawCount,
    poolSize: params.poolSize,
  });
  if (!problem) return [];
  // The publish check's own words, so the quiz editor and the course's publish refusal agree.
  return [
    {
      code: problem.code,
      detail: publishProblemText({ ...problem, pointer: '', subject: params.title }, locale),
    },
  ];
}

export type QuizAuthoringData = {
  quiz: AuthoringQuiz;
  settings: QuizSettings;
  questions: Question[];
  poolSize: number;
  categories: string[];
  labels: string[];
  features: { randomQuizzes: boolean; quizImport: boolean };
};

/** The quiz as its editor reads it (docs/quizzes-api.md "Authoring a quiz"). */
export function quizAuthoringDocument(data: QuizAuthoringData, locale: Locale) {
  const resource = resourceOf(contract.quizzes, data.quiz.itemId, {
    title: data.quiz.title,
    course_id: data.quiz.courseId,
    course_title: data.quiz.courseTitle,
    settings: toWire(data.settings),
    questions: data.questions.map((question) => ({
      id: question.id,
      ...questionAttributes(question),
    })),
    question_count: data.questions.length,
    pool_size: data.poolSize,
    problems: quizProblems(
      {
        title: data.quiz.title,
        questionCount: data.questions.length,
        settings: data.settings,
        poolSize: data.poolSize,
      },
      locale,
    ),
  });
  return buildDocument(resource, {
    meta: {
      categories: data.categories,
      labels: data.labels,
      features: {
        random_quizzes: data.features.randomQuizzes,
        quiz_import: data.features.quizImport,
      },
    },
  });
}

type C = Context<AppEnv>;

/** Spec §6 course rights: authors and admins. */
const mayEdit = (c: C) => authorize(c, RULES.courses);

const hasFeature = (c: C, flag: 'quiz-import' | 'random-quizzes') =>
  c.var.portal.features.includes(flag);

const FEATURE_OFF: Record<'quiz-import' | 'random-quizzes', TextKey> = {
  'quiz-import': 'quiz.importOff',
  'random-quizzes': 'quiz.randomQuizzesOff',
};

/** 403 when the portal lacks the feature. */
function requireFeature(c: C, flag: 'quiz-import' | 'random-quizzes') {
  if (!hasFeature(c, flag)) throw forbidden(text(FEATURE_OFF[flag]));
}

/** The path's quiz item, of a course of this portal (anything else: 404). */
async function pathQuiz(c: C): Promise<AuthoringQuiz> {
  mayEdit(c);
  const itemId = uuidParam(c.req.param('item'));
  return found(findAuthoringQuiz(c.var.db, { portalId: c.var.portal.id, itemId }));
}

const invalid = fieldErrorsRefusal;

/** `?format=csv|gift|moodle_xml|qti` (csv when not given): docs/question-interchange.md. */
function formatOf(
  c: C,
  allowed: readonly InterchangeFormat[] = INTERCHANGE_FORMATS,
): InterchangeFormat {
  const format = new URL(c.req.url).searchParams.get('format') ?? 'csv';
  if (!(allowed as readonly string[]).includes(format)) {
    throw invalidQuery(
      'format',
      text('oneOfValues', { name: 'format', values: allowed.join(', ') }),
    );
  }
  return format as InterchangeFormat;
}

/** An uploaded file in the chosen format: its questions, errors and what became of each question. */
function parseImport(format: InterchangeFormat, bytes: Uint8Array): InterchangeResult {
  if (format === 'gift') return parseGiftBytes(bytes);
  if (format === 'moodle_xml') return parseMoodleXmlBytes(bytes);
  if (format === 'qti') return parseQtiBytes(bytes);
  return { ...parseQuizCsvBytes(bytes), report: [] };
}

/** The preview's report per question, in the request's language (wire form). */
function reportOf(result: InterchangeResult, locale: Locale) {
  return result.report.map((entry) => ({
    row: entry.row,
    path: entry.path,
    title: entry.title,
    outcome: entry.outcome,
    type: entry.type,
    source_type: entry.sourceType,
    notes: entry.notes.map((note) => ({ code: note.code, detail: note.detail[locale] })),
  }));
}

/** A text download (GIFT, Moodle XML): UTF-8, never cached. */
function textDownload(body: string, fileName: string, type: string): Response {
  return new Response(body, {
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'content-disposition': contentDisposition('attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}

/** The body's attributes (wire form, camelCased) checked by a schema of shared/quiz. */
async function quizInput<T>(c: C, schema: z.ZodType<T, unknown>): Promise<T> {
  const attributes = fromWire(await bodyOf(c));
  const result = parseQuizInput(schema, attributes);
  if (!result.ok) throw invalid(result.errors, c.var.locale);
  // A question's image is a question image of this portal (uploaded with that purpose).
  const fileId = (result.value as { image?: Question['image'] }).image?.fileId;
  if (fileId && !(await isQuestionImageFile(c.var.db, { portalId: c.var.portal.id, fileId }))) {
    throw invalid(
      [{ field: 'image/file_id', code: 'INVALID_FILE', detail: QUIZ_MESSAGES.imageFile }],
      c.var.locale,
    );
  }
  return result.value;
}

const settingsChangeSchema = z.object({ settings: quizSettingsPatchSchema });
const orderSchema = z.object({ ids: z.array(z.uuid()).max(5000) });

async function quizResponse(c: C, quiz: AuthoringQuiz) {
  const { db } = c.var;
  const portalId = c.var.portal.id;
  const settings = await loadQuizSettings(db, { portalId, itemId: quiz.itemId });
  const [questions, poolSize, choices] = await Promise.all([
    listQuizQuestions(db, { portalId, itemId: quiz.itemId }),
    quizPoolSize(db, { portalId, itemId: quiz.itemId, settings }),
    questionBankChoices(db, { portalId }),
  ]);
  return jsonApiResponse(
    quizAuthoringDocument(
      {
        quiz,
        settings,
        questions,
        poolSize,
        categories: choices.categories,
        labels: choices.labels,
        features: {
          randomQuizzes: hasFeature(c, 'random-quizzes'),
          quizImport: hasFeature(c, 'quiz-import'),
        },
      },
      c.var.locale,
    ),
  );
}

/**
 * /v1/quizzes: a quiz item's question bank and settings for those with course rights
 * (docs/quizzes-api.md "Authoring a quiz"). Another portal's quiz, or an item that is not a
 * quiz, does not exist here (404).
 */
export const quizAuthoringRoutes = new Hono<AppEnv>()
  // Before '/:item': a path of its own.
  .get('/import_template', (c) => {
    mayEdit(c);
    requireFeature(c, 'quiz-import');
    queryOf(c, {});
    return csvDownload(QUIZ_CSV_TEMPLATE, 'quiz-import-template.csv');
  })
  .get('/:item', async (c) => {
    const quiz = await pathQuiz(c);
    queryOf(c, {});
    return quizResponse(c, quiz);
  })
  .patch('/:item', async (c) => {
    const quiz = await pathQuiz(c);
    const { settings: changes } = await quizInput(c, settingsChangeSchema);
    if (asksRandomDraw(changes)) requireFeature(c, 'random-quizzes');
    const params = { portalId: c.var.portal.id, itemId: quiz.itemId };
    const current = await loadQuizSettings(c.var.db, params);
    await saveQuizSettings(c.var.db, { ...params, settings: { ...current, ...changes } });
    return quizResponse(c, quiz);
  })
  .post('/:item/questions', async (c) => {
    const quiz = await pathQuiz(c);
    const question = await quizInput(c, questionSchema);
    const created = await addQuizQuestion(c.var.db, {
      portalId: c.var.portal.id,
      itemId: quiz.itemId,
      question,
    });
    return resourceResponse(questionResource(created), { status: 201 });
  })
  .put('/:item/questions/order', async (c) => {
    const quiz = await pathQuiz(c);
    const { ids } = await attributesOf(c, orderSchema);
    const done = await reorderQuizQuestions(c.var.db, {
      portalId: c.var.portal.id,
      itemId: quiz.itemId,
      ids: ids.map((id) => id.toLowerCase()),
    });
    if (!done) {
      throw ApiError.of(409, 'QUESTIONS_CHANGED', text('quiz.questionsChanged'), pointerTo('ids'));
    }
    return quizResponse(c, quiz);
  })
  .patch('/:item/questions/:question', async (c) => {
    const quiz = await pathQuiz(c);
    const params = {
      portalId: c.var.portal.id,
      itemId: quiz.itemId,
      questionId: uuidParam(c.req.param('question')),
    };
    if (!(await findQuizQuestion(c.var.db, params))) throw notFound();
    const changes = await quizInput(c, questionPatchSchema);
    const updated = await found(updateQuizQuestion(c.var.db, { ...params, changes }));
    return resourceResponse(questionResource(updated));
  })
  .delete('/:item/questions/:question', async (c) => {
    const quiz = await pathQuiz(c);
    await found(
      deleteQuizQuestion(c.var.db, {
        portalId: c.var.portal.id,
        itemId: quiz.itemId,
        questionId: uuidParam(c.req.param('question')),
      }),
    );
    return noContent();
  })
  .post('/:item/import', async (c) => {
    mayEdit(c);
    requireFeature(c, 'quiz-import');
    const quiz = await pathQuiz(c);
    const mode = new URL(c.req.url).searchParams.get('mode');
    if (mode !== 'preview' && mode !== 'confirm') {
      throw invalidQuery('mode', text('modePreviewOrConfirm'));
    }
    const format = formatOf(c);
    const locale = c.var.locale;
    const result = parseImport(format, await bodyBytes(c, QUIZ_LIMITS.maxImportBytes));
    const images = result.images ?? [];
    // Images are checked by their bytes as uploads are, in the preview already.
    const found = [...result.errors, ...(await importImageErrors(images))];
    const errors = found.map((error) => ({ ...error, detail: error.detail[locale] }));
    const meta = {
      questions: result.questions.length,
      errors,
      ...(format === 'csv'
        ? {}
        : { format, report: reportOf(result, locale), images: images.length }),
    };
    if (mode === 'preview') return jsonApiResponse({ meta });
    // Nothing is written: every error, as the preview listed them.
    if (errors.length > 0) return importRefusal(errors, meta, await requestTexts(c));
    const viewer = requireViewer(c.var.viewer);
    const stored = await storeImportImages({
      portalId: c.var.portal.id,
      courseId: quiz.courseId,
      uploadedBy: viewer.id,
      images,
    });
    const questions = result.questions.map((question) => ({ ...question }));
    images.forEach((image, i) => {
      const question = questions[image.question];
      const row = stored.rows[i];
      if (question && row) question.image = { fileId: row.id, alt: image.alt };
    });
    let written: Question[];
    try {
      written = await appendQuizQuestions(c.var.db, {
        portalId: c.var.portal.id,
        itemId: quiz.itemId,
        questions,
        imageFiles: stored.rows,
      });
    } catch (error) {
      // Neither the questions nor their images: no bytes kept without a row.
      await stored.discard();
      throw error;
    }
    return jsonApiResponse({
      meta: { ...meta, questions: written.length, errors: [] },
    });
  })
  .get('/:item/export', async (c) => {
    mayEdit(c);
    requireFeature(c, 'quiz-import');
    const quiz = await pathQuiz(c);
    queryOf(c, {});
    const format = formatOf(c, EXPORT_FORMATS);
    const questions = (
      await listQuizQuestions(c.var.db, { portalId: c.var.portal.id, itemId: quiz.itemId })
    ).map(({ id: _, ...question }) => question);
    // Moodle XML and QTI carry the images (GIFT and CSV cannot: the editor says so).
    const images =
      format === 'moodle_xml' || format === 'qti'
        ? await questionImageFiles(c.var.db, { portalId: c.var.portal.id, questions })
        : new Map();
    if (format === 'gift') {
      return textDownload(exportGift(questions), `${quiz.slug}-questions.gift.txt`, 'text/plain');
    }
    if (format === 'moodle_xml') {
      return textDownload(
        exportMoodleXml(questions, images),
        `${quiz.slug}-questions.moodle.xml`,
        'application/xml',
      );
    }
    if (format === 'qti') {
      return new Response(Buffer.from(exportQtiPackage(questions, images)), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': contentDisposition('attachment', `${quiz.slug}-questions.qti.zip`),
          'cache-control': 'no-store',
        },
      });
    }
    return csvDownload(exportQuizCsv(questions), `${quiz.slug}-questions.csv`);
  });

/** Spec §6 course rights (authors and admins); everyone else signed in: 403. */
const EDITORS = (ok: number) => ({ guest: 401, ada: ok, alex: ok, others: 403 });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/quizzes/import_template': CSV,
  'GET /v1/quizzes/:item': one('quizzes'),
  'PATCH /v1/quizzes/:item': one('quizzes'),
  'POST /v1/quizzes/:item/questions': one('questions', { status: [201] }),
  'PUT /v1/quizzes/:item/questions/order': one('quizzes'),
  'PATCH /v1/quizzes/:item/questions/:question': one('questions'),
  'DELETE /v1/quizzes/:item/questions/:question': NONE,
  'POST /v1/quizzes/:item/import': meta(),
  'GET /v1/quizzes/:item/export': [
    CSV,
    file('text/plain', 'GIFT (`?format=gift`): UTF-8 text, docs/question-interchange.md.'),
    file('application/xml', 'Moodle XML (`?format=moodle_xml`): docs/question-interchange.md.'),
    file(
      'application/zip',
      'A QTI 3.0 content package (`?format=qti`): docs/question-interchange.md.',
    ),
  ],
};

/**
 * The quiz authoring routes' rows of the route × account table. Quiz paths name an id no item
 * has: the editors get past the role (and, on Demo Academy, the quiz-import) check to the 404,
 * the others stop at 403. Nothing is written.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const quiz = `/v1/quizzes/${NO_SUCH}`;
  const row = (method: string, route: string, path: string, ok: number, body?: unknown): Row => ({
    method,
    route,
    path: () => path,
    ...(body !== undefined ? { body } : {}),
    expect: EDITORS(ok),
  });
  return [
    // The template is CSV (the table reads JSON): an unknown sort shows who gets past the role
    // and feature checks (400) without it; quiz-authoring.test.ts reads the CSV.
    row('GET', '/v1/quizzes/import_template', '/v1/quizzes/import_template?sort=nothing', 400),
    row('GET', '/v1/quizzes/:item', quiz, 404),
    row('PATCH', '/v1/quizzes/:item', quiz, 404, {}),
    row('POST', '/v1/quizzes/:item/questions', `${quiz}/questions`, 404, {}),
    row('PUT', '/v1/quizzes/:item/questions/order', `${quiz}/questions/order`, 404, {}),
    row('PATCH', '/v1/quizzes/:item/questions/:question', `${quiz}/questions/${NO_SUCH}`, 404, {}),
    row('DELETE', '/v1/quizzes/:item/questions/:question', `${quiz}/questions/${NO_SUCH}`, 404),
    row('POST', '/v1/quizzes/:item/import', `${quiz}/import?mode=preview`, 404),
    row('GET', '/v1/quizzes/:item/export', `${quiz}/export`, 404),
  ];
};
