import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { postCsv, refusalOf } from '@/lib/api/csv-upload';
import { deserialize, type JsonApiDocument } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { QuestionInput } from '@/lib/quiz-editor/drafts';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';
import type { quizProblemSchema, quizzes } from '@/shared/quiz/contract';
import type { InterchangeFormat } from '@/shared/quiz/interchange/format';
import {
  DEFAULT_QUIZ_SETTINGS,
  QUESTION_TYPES,
  QUIZ_LIMITS,
  type Question,
  type QuestionType,
  type QuizSettings,
} from '@/shared/quiz/types';
import { toWire } from '@/shared/quiz/wire';

/**
 * A quiz as its author edits it (docs/quizzes-api.md "Authoring a quiz"): settings, questions
 * with their keys, the pool size and what keeps it from being taken; camelCase in the app,
 * snake_case on the wire (nested objects included: `toWire` on the way out, the deserializer
 * on the way in).
 */

export type QuizProblem = CamelDeep<z.output<typeof quizProblemSchema>>;

/** The portal's flags the editor reads from the document's meta (not the resource's). */
export interface QuizFeatures {
  randomQuizzes: boolean;
  quizImport: boolean;
}

/** What the API's resource carries (the author's view of a quiz). */
export type QuizCore = Pick<
  With<Read<typeof quizzes>, 'settings' | 'questions' | 'poolSize' | 'problems'>,
  'id' | 'title' | 'settings' | 'questions' | 'poolSize' | 'problems' | 'courseId'
>;

/** What its meta carries: the question bank's categories and labels, and the portal's flags. */
export interface QuizMeta {
  categories: string[];
  labels: string[];
  features: QuizFeatures;
}

export type QuizEditorData = QuizCore & QuizMeta;

export const quizEditorKeys = {
  detail: (itemId: string) => ['quiz_editor', itemId] as const,
};

const quizPath = (itemId: string) => `/v1/quizzes/${encodeURIComponent(itemId)}`;

/** Where the browser downloads the quiz's questions (CSV) and the import template. */
export const quizExportUrl = (itemId: string, format: InterchangeFormat = 'csv') =>
  `/api${quizPath(itemId)}/export${format === 'csv' ? '' : `?format=${format}`}`;
export const QUIZ_TEMPLATE_URL = '/api/v1/quizzes/import_template';

type RawQuiz = Partial<Omit<QuizCore, 'settings'>> & {
  id: string;
  settings?: Partial<QuizSettings>;
};

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((entry) =>
          typeof entry === 'string'
            ? entry
            : typeof (entry as { name?: unknown })?.name === 'string'
              ? (entry as { name: string }).name
              : '',
        )
        .filter(Boolean)
    : [];

/** The resource as the editor keeps it (defaults for what an answer leaves out). */
export function quizCoreOf(raw: RawQuiz): QuizCore {
  const questions = Array.isArray(raw.questions) ? raw.questions : [];
  return {
    id: raw.id,
    title: raw.title ?? '',
    settings: { ...DEFAULT_QUIZ_SETTINGS, ...(raw.settings ?? {}) },
    questions,
    poolSize: typeof raw.poolSize === 'number' ? raw.poolSize : questions.length,
    problems: Array.isArray(raw.problems) ? raw.problems : [],
    // The course a question's image is uploaded for (its files go with the course).
    ...(typeof raw.courseId === 'string' ? { courseId: raw.courseId } : {}),
  };
}

/** The meta of a quiz answer, or null when it has none (a write's answer may leave it out). */
export function quizMetaOf(meta: Record<string, unknown>): QuizMeta | null {
  if (!('categories' in meta) && !('labels' in meta) && !('features' in meta)) return null;
  const features = (meta.features ?? {}) as Record<string, unknown>;
  return {
    categories: names(meta.categories),
    labels: names(meta.labels),
    features: {
      randomQuizzes: features.randomQuizzes === true,
      quizImport: features.quizImport === true,
    },
  };
}

const NO_META: QuizMeta = {
  categories: [],
  labels: [],
  features: { randomQuizzes: false, quizImport: false },
};

/** GET /v1/quizzes/{item}: the quiz item's editor. */
export const quizEditorQuery = (itemId: string) =>
  queryOptions({
    queryKey: quizEditorKeys.detail(itemId),
    queryFn: async (context): Promise<QuizEditorData> => {
      const { data, meta } = await fetchResource<RawQuiz>(context, quizPath(itemId));
      return { ...quizCoreOf(data), ...(quizMetaOf(meta) ?? NO_META) };
    },
    // The editor keeps what the author types; a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });

const body = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/** A quiz answer of a write: what the resource carries (only that) and its meta, if any. */
export interface QuizAnswer {
  quiz: Partial<QuizCore>;
  meta: QuizMeta | null;
}

/** The parts of a write's answer that it has (a missing one must not reset the cache). */
export function quizAnswerOf(data: RawQuiz | null, meta: Record<string, unknown>): QuizAnswer {
  const quiz: Partial<QuizCore> = {};
  if (data) {
    const core = quizCoreOf(data);
    if (data.settings) quiz.settings = core.settings;
    if (typeof data.title === 'string' && data.title) quiz.title = data.title;
    if (Array.isArray(data.questions)) quiz.questions = core.questions;
    if (typeof data.poolSize === 'number') quiz.poolSize = data.poolSize;
    if (Array.isArray(data.problems)) quiz.problems = core.problems;
  }
  return { quiz, meta: quizMetaOf(meta) };
}

/** PATCH /v1/quizzes/{item}: the changed settings only. */
export async function patchSettings(
  itemId: string,
  changes: Partial<QuizSettings>,
): Promise<QuizAnswer> {
  const document = await apiFetch(quizPath(itemId), {
    method: 'PATCH',
    body: body('quizzes', { settings: toWire(changes) }, itemId),
  });
  const { data, meta } = await deserialize<RawQuiz | null>(document);
  return quizAnswerOf(data, meta);
}

const questionsPath = (itemId: string) => `${quizPath(itemId)}/questions`;
const questionPath = (itemId: string, id: string) =>
  `${questionsPath(itemId)}/${encodeURIComponent(id)}`;

async function questionOf(document: JsonApiDocument): Promise<Question> {
  return (await deserialize<Question>(document)).data;
}

/** POST /v1/quizzes/{item}/questions → the stored question (201). */
export async function createQuestion(itemId: string, question: QuestionInput): Promise<Question> {
  return questionOf(
    await apiFetch(questionsPath(itemId), {
      method: 'POST',
      body: body('questions', toWire(question)),
    }),
  );
}

/** PATCH /v1/quizzes/{item}/questions/{id} (partial) → the question. */
export async function updateQuestion(
  itemId: string,
  id: string,
  changes: Partial<QuestionInput>,
): Promise<Question> {
  return questionOf(
    await apiFetch(questionPath(itemId, id), {
      method: 'PATCH',
      body: body('questions', toWire(changes), id),
    }),
  );
}

/** DELETE /v1/quizzes/{item}/questions/{id} → 204. */
export async function deleteQuestion(itemId: string, id: string): Promise<void> {
  await apiFetch(questionPath(itemId, id), { method: 'DELETE' });
}

/** PUT /v1/quizzes/{item}/questions/order: every question's id, in the new order. */
export async function reorderQuestions(itemId: string, ids: string[]): Promise<void> {
  await apiFetch(`${questionsPath(itemId)}/order`, {
    method: 'PUT',
    body: body('question_orders', { ids }),
  });
}

export type ImportMode = 'preview' | 'confirm';

/** One problem of an import file: its row and column (as the API counts them), localized. */
export interface ImportProblem {
  row: number;
  column: string;
  code: string;
  detail: string;
}

/** GIFT and Moodle XML: what became of one question of the file (docs/question-interchange.md). */
export interface ImportReportEntry {
  row: number;
  path: string;
  title: string;
  outcome: 'imported' | 'skipped';
  /** Our question type it became, or null when skipped. */
  type: QuestionType | null;
  sourceType: string;
  notes: { code: string; detail: string }[];
}

export interface ImportOutcome {
  /** The questions the file holds (preview) or that were added (confirm). */
  questions: number;
  errors: ImportProblem[];
  /** GIFT and Moodle XML only: each question of the file, imported or skipped. */
  report?: ImportReportEntry[];
  /** Moodle XML and QTI: the question images that will be (were) stored. */
  images?: number;
}

function reportEntryOf(raw: unknown): ImportReportEntry {
  const entry = (raw ?? {}) as Record<string, unknown>;
  const type = String(entry.type ?? '');
  return {
    row: Number(entry.row ?? 0),
    path: String(entry.path ?? ''),
    title: String(entry.title ?? ''),
    outcome: entry.outcome === 'imported' ? 'imported' : 'skipped',
    type: (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : null,
    sourceType: String(entry.source_type ?? ''),
    notes: (Array.isArray(entry.notes) ? entry.notes : []).map((note) => {
      const n = (note ?? {}) as Record<string, unknown>;
      return { code: String(n.code ?? ''), detail: String(n.detail ?? n.code ?? '') };
    }),
  };
}

/** `meta` of an import answer: `{ questions, errors: [{ row, column, code, detail }] }`. */
export function importOutcomeOf(meta: unknown): ImportOutcome | null {
  if (!meta || typeof meta !== 'object') return null;
  const { questions, errors, report, images } = meta as {
    questions?: unknown;
    errors?: unknown;
    report?: unknown;
    images?: unknown;
  };
  if (typeof questions !== 'number' && !Array.isArray(errors)) return null;
  return {
    ...(Array.isArray(report) ? { report: report.map(reportEntryOf) } : {}),
    ...(typeof images === 'number' && images > 0 ? { images } : {}),
    questions: typeof questions === 'number' ? questions : 0,
    errors: (Array.isArray(errors) ? errors : []).map((raw) => {
      const error = (raw ?? {}) as Record<string, unknown>;
      return {
        row: Number(error.row ?? 0),
        column: String(error.column ?? ''),
        code: String(error.code ?? ''),
        detail: String(error.detail ?? error.code ?? ''),
      };
    }),
  };
}

/**
 * POST /v1/quizzes/{item}/import?mode=preview|confirm with the CSV itself as the body
 * (text/csv). apiFetch sends JSON only, so this sends the file with the same headers otherwise
 * (the XMLHttpRequest marker the BFF requires for writes; it streams this route like an upload).
 * A file with problems answers with them (200 for a preview, 422 for a confirm that wrote
 * nothing): both resolve with the errors. Other refusals throw ApiError (413 FILE_TOO_LARGE,
 * 403 without quiz-import…); a file over 10 MB is refused before a byte is sent.
 */
export function importCsv(
  itemId: string,
  file: Blob,
  mode: ImportMode,
  signal?: AbortSignal,
): Promise<ImportOutcome> {
  return importQuestions(itemId, file, mode, 'csv', signal);
}

/** The same import in any of the formats (`?format=gift|moodle_xml`; CSV sends none). */
export async function importQuestions(
  itemId: string,
  file: Blob,
  mode: ImportMode,
  format: InterchangeFormat,
  signal?: AbortSignal,
): Promise<ImportOutcome> {
  const formatParam = format === 'csv' ? '' : `&format=${format}`;
  const { response, document } = await postCsv(
    `${quizPath(itemId)}/import?mode=${mode}${formatParam}`,
    file,
    QUIZ_LIMITS.maxImportBytes,
    signal,
  );
  const outcome = importOutcomeOf(document.meta);
  if (outcome && (response.ok || response.status === 422) && outcome.errors.length > 0) {
    return outcome;
  }
  if (!response.ok) throw refusalOf(response, document);
  return outcome ?? { questions: 0, errors: [] };
}
