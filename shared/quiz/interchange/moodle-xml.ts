import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { QuestionInput } from '../csv';
import { QUIZ_LIMITS, type QuestionDefinition, type QuizOption } from '../types';
import {
  altOf,
  base64Bytes,
  bytesBase64,
  categoryOf,
  checkQuestion,
  choiceMapping,
  choiceWeights,
  ERRORS,
  foldFeedback,
  type ImageFiles,
  type ImportedImage,
  type InterchangeEntry,
  type InterchangeError,
  type InterchangeResult,
  imagesOf,
  imageTypeOf,
  NOTES,
  NoteSink,
  noteDroppedImages,
  numberText,
  plainText,
  pointsFromMark,
  SKIPS,
  titleOf,
  withAnswerFeedback,
} from './common';

/**
 * Moodle XML (docs/question-interchange.md), read with fast-xml-parser with entity expansion
 * off: a DOCTYPE or ENTITY declaration is refused before parsing (no external entities, no
 * billion laughs), and only the five predefined entities and character references are decoded.
 * Every error names its element path (`quiz/question[3]/answer[2]`).
 */

type Node = Record<string, unknown>;

const ARRAYS = new Set(['question', 'answer', 'subquestion', 'file', 'tag']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => ARRAYS.has(name),
});

/** The five XML entities and character references, once: nothing else is ever expanded. */
function xmlDecode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (name[0] !== '#') return named[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

const asNode = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : []);

/** An element's own text (`#text` when it has attributes). */
function ownText(value: unknown): string {
  if (typeof value === 'string') return xmlDecode(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const node = asNode(value);
  const inner = node['#text'];
  return typeof inner === 'string' ? xmlDecode(inner) : '';
}

/** `<x format="…"><text>…</text></x>`: its text and format. */
function formatted(value: unknown): { text: string; format: string } {
  const node = asNode(value);
  const format = typeof node['@_format'] === 'string' ? node['@_format'] : 'html';
  return { text: ownText(node.text), format };
}

const attr = (node: Node, name: string) => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : '';
};

/** A base64 `<file>`'s image type by its first bytes (never by its name), or null. */
export function embeddedImageType(base64: string): string | null {
  const clean = base64.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 !== 0) return null;
  let bytes: Uint8Array;
  try {
    const binary = atob(clean.slice(0, 64));
    bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  return imageTypeOf(bytes);
}

const options = (texts: string[], prefix = 'o'): QuizOption[] =>
  texts.map((text, i) => ({ id: `${prefix}${i + 1}`, text }));

type Mapped =
  | { outcome: 'imported'; definition: QuestionDefinition; feedback: string }
  | { outcome: 'skipped'; code: string; reason: ReturnType<(typeof SKIPS)[keyof typeof SKIPS]> }
  | { outcome: 'error'; errors: InterchangeError[] };

/** One question element in our terms (not yet checked by the schema). */
function mapQuestion(
  type: string,
  question: Node,
  path: string,
  row: number,
  notes: NoteSink,
): Mapped {
  const text = (value: unknown) => {
    const f = formatted(value);
    return plainText(f.text, f.format, notes);
  };
  const general = text(question.generalfeedback);
  const answers = nodes(question.answer).map((answer) => ({
    text: text(answer),
    weight: Number(attr(answer, 'fraction') || '0'),
    feedback: text(answer.feedback),
  }));
  const folded = () =>
    foldFeedback(
      general,
      answers.map((a) => ({ answer: a.text, feedback: a.feedback })),
      notes,
    );
  const error = (where: string, code: string, detail: InterchangeError['detail']): Mapped => ({
    outcome: 'error',
    errors: [{ row, column: where, code, detail }],
  });
  switch (type) {
    case 'multichoice': {
      const badWeight = answers.findIndex((a) => !Number.isFinite(a.weight));
      if (badWeight >= 0) {
        const raw = attr(nodes(question.answer)[badWeight] ?? {}, 'fraction');
        return error(`${path}/answer[${badWeight + 1}]`, 'NOT_A_NUMBER', ERRORS.NOT_A_NUMBER(raw));
      }
      const single = ownText(question.single).trim().toLowerCase();
      const mapping = choiceMapping(answers, notes, single === 'false' || single === '0');
      if (!mapping) return error(path, 'NO_CORRECT', ERRORS.NO_CORRECT());
      // Each answer's feedback stays with its option (issue 41).
      const opts = withAnswerFeedback(
        options(answers.map((a) => a.text)),
        answers.map((a) => a.feedback),
      );
      if (mapping.type === 'single_choice') {
        return {
          outcome: 'imported',
          feedback: general,
          definition: {
            type: 'single_choice',
            options: opts,
            correct: opts[mapping.correct]?.id ?? '',
          },
        };
      }
      return {
        outcome: 'imported',
        feedback: general,
        definition: {
          type: 'multiple_choice',
          options: opts,
          correct: mapping.correct.map((i) => opts[i]?.id ?? ''),
          scoring: mapping.scoring,
        },
      };
    }
    case 'truefalse': {
      const right = answers.find((a) => a.weight >= 100);
      if (!right) return error(path, 'NO_CORRECT', ERRORS.NO_CORRECT());
      return {
        outcome: 'imported',
        feedback: folded(),
        definition: { type: 'true_false', correct: right.text.trim().toLowerCase() === 'true' },
      };
    }
    case 'shortanswer': {
      const accepted = answers.filter((a) => a.weight >= 100).map((a) => a.text);
      const partial = answers.filter((a) => a.weight > 0 && a.weight < 100);
      if (partial.length > 0) {
        notes.add('PARTIAL_DROPPED', NOTES.PARTIAL_DROPPED(partial.map((a) => a.text).join(', ')));
      }
      if (accepted.some((a) => a.includes('*'))) notes.add('WILDCARD', NOTES.WILDCARD());
      const caseSensitive = ownText(question.usecase).trim() === '1';
      if (caseSensitive) notes.add('CASE_SENSITIVE', NOTES.CASE_SENSITIVE());
      return {
        outcome: 'imported',
        feedback: folded(),
        definition: { type: 'short_answer', accepted, caseSensitive },
      };
    }
    case 'numerical': {
      const all = nodes(question.answer);
      const index = all.findIndex((a) => Number(attr(a, 'fraction')) >= 100);
      const first = all[index];
      if (!first) return error(path, 'NO_CORRECT', ERRORS.NO_CORRECT());
      const raw = ownText(first.text).trim();
      const value = Number(raw);
      if (raw === '' || !Number.isFinite(value)) {
        return error(`${path}/answer[${index + 1}]/text`, 'NOT_A_NUMBER', ERRORS.NOT_A_NUMBER(raw));
      }
      const rawTolerance = ownText(first.tolerance).trim();
      const tolerance = rawTolerance === '' ? 0 : Number(rawTolerance);
      if (!Number.isFinite(tolerance)) {
        return error(
          `${path}/answer[${index + 1}]/tolerance`,
          'NOT_A_NUMBER',
          ERRORS.NOT_A_NUMBER(rawTolerance),
        );
      }
      if (all.length > 1) notes.add('NUMERIC_EXTRA', NOTES.NUMERIC_EXTRA(all.length - 1));
      return {
        outcome: 'imported',
        feedback: folded(),
        definition: { type: 'numeric', value, tolerance },
      };
    }
    case 'matching': {
      const pairs = nodes(question.subquestion).map((sub) => ({
        left: text(sub),
        right: ownText(asNode(nodes(sub.answer)[0]).text).trim(),
      }));
      const distractors = pairs.filter((pair) => pair.left === '');
      if (distractors.length > 0) {
        notes.add('DISTRACTORS', NOTES.DISTRACTORS(distractors.map((p) => p.right).join(', ')));
      }
      return {
        outcome: 'imported',
        feedback: general,
        definition: {
          type: 'matching',
          pairs: pairs
            .filter((pair) => pair.left !== '')
            .map((pair, i) => ({ id: `p${i + 1}`, ...pair })),
        },
      };
    }
    case 'ordering':
      return {
        outcome: 'imported',
        feedback: general,
        definition: {
          type: 'ordering',
          items: options(
            answers.map((a) => a.text),
            'i',
          ),
        },
      };
    case 'essay':
      return { outcome: 'imported', feedback: general, definition: { type: 'open' } };
    case 'description':
      return { outcome: 'skipped', code: 'DESCRIPTION', reason: SKIPS.DESCRIPTION() };
    case 'multianswer':
      return { outcome: 'skipped', code: 'SEVERAL_GAPS', reason: SKIPS.SEVERAL_GAPS() };
    default:
      return { outcome: 'skipped', code: 'UNSUPPORTED_TYPE', reason: SKIPS.UNSUPPORTED_TYPE(type) };
  }
}

/** The `@@PLUGINFILE@@/…` name an `<img src>` points at, or null for anything else. */
function pluginFileName(src: string): string | null {
  const match = /^@@PLUGINFILE@@\/(.+)$/.exec(src.trim());
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).replace(/^\/+/, '');
  } catch {
    return match[1];
  }
}

type FoundImage = Omit<ImportedImage, 'question'>;

/**
 * Every base64 `<file>` of the question, checked by its bytes (an image, within the image
 * limit) or an error by its path; and the one kept as the question's image: the first the
 * question text's `<img src="@@PLUGINFILE@@/…">` points at (alt from the `<img>`), or else the
 * question text's first file (alt: its name). Whether it came from an `<img>` (which the text's
 * image count already holds).
 */
function questionFiles(
  question: Node,
  path: string,
  row: number,
): { kept: FoundImage | null; fromRef: boolean; errors: InterchangeError[] } {
  const errors: InterchangeError[] = [];
  const stem: { name: string; at: string; bytes: Uint8Array }[] = [];
  const visit = (node: Node, at: string, own: boolean) => {
    nodes(node.file).forEach((file, i) => {
      const name = xmlDecode(attr(file, 'name')) || `file[${i + 1}]`;
      const where = `${at}/file[${i + 1}]`;
      const base64 = ownText(file);
      const bytes = embeddedImageType(base64) === null ? null : base64Bytes(base64);
      if (!bytes) {
        errors.push({ row, column: where, code: 'BAD_IMAGE', detail: ERRORS.BAD_IMAGE(name) });
      } else if (bytes.byteLength > QUIZ_LIMITS.maxImageBytes) {
        errors.push({
          row,
          column: where,
          code: 'IMAGE_TOO_LARGE',
          detail: ERRORS.IMAGE_TOO_LARGE(name),
        });
      } else if (own) stem.push({ name, at: where, bytes });
    });
  };
  visit(asNode(question.questiontext), `${path}/questiontext`, true);
  visit(asNode(question.generalfeedback), `${path}/generalfeedback`, false);
  nodes(question.answer).forEach((answer, i) => {
    visit(answer, `${path}/answer[${i + 1}]`, false);
    visit(asNode(answer.feedback), `${path}/answer[${i + 1}]/feedback`, false);
  });
  if (errors.length > 0) return { kept: null, fromRef: false, errors };
  const image = (file: (typeof stem)[number], alt: string): FoundImage => ({
    row,
    path: file.at,
    fileName: file.name,
    alt: altOf(alt, file.name),
    bytes: file.bytes,
  });
  for (const ref of imagesOf(formatted(question.questiontext).text)) {
    const name = pluginFileName(ref.src);
    const file = name === null ? undefined : stem.find((f) => f.name === name);
    if (file) return { kept: image(file, ref.alt), fromRef: true, errors };
  }
  const first = stem[0];
  return { kept: first ? image(first, '') : null, fromRef: false, errors };
}

/** Moodle's mark (defaultgrade, a decimal) as our whole points, 1–100. */
function pointsOf(question: Node, notes: NoteSink): number {
  return pointsFromMark(ownText(question.defaultgrade), notes);
}

const failed = (
  row: number,
  column: string,
  code: string,
  detail: InterchangeError['detail'],
): InterchangeResult => ({
  questions: [],
  report: [],
  errors: [{ row, column, code, detail }],
});

/** A Moodle XML file's questions, what became of each, and every error by element path. */
export function parseMoodleXml(source: string): InterchangeResult {
  const text = source.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return failed(0, '', 'DOCTYPE', ERRORS.DOCTYPE());
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return failed(valid.err.line, '', 'NOT_XML', ERRORS.NOT_XML(valid.err.msg));
  }
  const document = asNode(parser.parse(text));
  if (!('quiz' in document)) return failed(0, '', 'NOT_MOODLE', ERRORS.NOT_MOODLE());
  const all = nodes(asNode(document.quiz).question);
  const errors: InterchangeError[] = [];
  const report: InterchangeEntry[] = [];
  const questions: QuestionInput[] = [];
  const images: ImportedImage[] = [];
  let category = '';
  let count = 0;
  all.forEach((question, index) => {
    const row = index + 1;
    const path = `quiz/question[${row}]`;
    const type = attr(question, 'type');
    if (type === 'category') {
      category = categoryOf(ownText(asNode(question.category).text));
      return;
    }
    count++;
    const notes = new NoteSink();
    const title = ownText(asNode(question.name).text).trim();
    const stem = formatted(question.questiontext);
    let prompt = plainText(stem.text, stem.format, notes);
    if (prompt === '' && title) {
      prompt = title;
      notes.add('TITLE_AS_PROMPT', NOTES.TITLE_AS_PROMPT());
    }
    const entry = { row, path, title: titleOf(title, prompt), sourceType: type };
    const mapped = mapQuestion(type, question, path, row, notes);
    if (mapped.outcome === 'skipped') {
      report.push({
        ...entry,
        outcome: 'skipped',
        type: null,
        notes: [{ code: mapped.code, detail: mapped.reason }],
      });
      return;
    }
    if (mapped.outcome === 'error') {
      errors.push(...mapped.errors);
      return;
    }
    const files = questionFiles(question, path, row);
    if (files.errors.length > 0) {
      errors.push(...files.errors);
      return;
    }
    const labels = nodes(asNode(question.tags).tag)
      .map((tag) => ownText(tag.text).trim())
      .filter((tag) => tag !== '');
    const checked = checkQuestion(
      {
        prompt,
        points: pointsOf(question, notes),
        feedback: mapped.feedback,
        category,
        labels,
        definition: mapped.definition,
      },
      { row, column: path },
    );
    if (!checked.ok) {
      errors.push(...checked.errors);
      return;
    }
    if (files.kept) {
      images.push({ ...files.kept, question: questions.length });
      notes.add('IMAGE_STORED', NOTES.IMAGE_STORED(files.kept.fileName));
    }
    noteDroppedImages(notes, files.kept && files.fromRef ? 1 : 0);
    questions.push(checked.question);
    report.push({
      ...entry,
      outcome: 'imported',
      type: mapped.definition.type,
      notes: notes.notes,
    });
  });
  if (count === 0 && errors.length === 0)
    errors.push({ row: 0, column: 'quiz', code: 'EMPTY_FILE', detail: ERRORS.EMPTY_FILE() });
  if (count > QUIZ_LIMITS.maxImportQuestions) {
    errors.unshift({
      row: 0,
      column: 'quiz',
      code: 'TOO_MANY_QUESTIONS',
      detail: ERRORS.TOO_MANY_QUESTIONS(count),
    });
  }
  return { questions, errors, report, images };
}

/** Decodes bytes (UTF-8, a BOM dropped) and parses them. */
export function parseMoodleXmlBytes(bytes: Uint8Array): InterchangeResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return failed(0, '', 'INVALID_ENCODING', ERRORS.INVALID_ENCODING());
  }
  return parseMoodleXml(text);
}

// Export.

/** Text as XML character data: `& < >` and quotes escaped, characters XML 1.0 forbids dropped. */
export function xmlEscape(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const textElement = (name: string, text: string, format = 'plain_text') =>
  `<${name} format="${format}"><text>${xmlEscape(text)}</text></${name}>`;

/** Text as HTML: characters escaped, a line break a `<br>`. */
const htmlText = (text: string) => text.split('\n').map(xmlEscape).join('<br>');

/**
 * The question text: plain text, or with an image (issue 41) HTML whose `<img>` points at the
 * base64 `<file>` beside it, as Moodle writes embedded images.
 */
function questionText(question: QuestionInput, images: ImageFiles): string {
  const file = question.image ? images.get(question.image.fileId) : undefined;
  if (!question.image || !file) return textElement('questiontext', question.prompt);
  const name = file.fileName.replace(/[/\\]/g, '_') || 'image';
  const html = `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(name)}" alt="${xmlEscape(question.image.alt)}"></p><p>${htmlText(question.prompt)}</p>`;
  return `<questiontext format="html"><text>${xmlEscape(html)}</text><file name="${xmlEscape(name)}" path="/" encoding="base64">${bytesBase64(file.bytes)}</file></questiontext>`;
}

function answerElements(definition: QuestionDefinition): string[] {
  const answer = (fraction: number, text: string, extra = '', feedback = '') =>
    `<answer fraction="${numberText(fraction)}" format="plain_text"><text>${xmlEscape(text)}</text><feedback format="plain_text"><text>${xmlEscape(feedback)}</text></feedback>${extra}</answer>`;
  switch (definition.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const weights = choiceWeights(definition);
      return [
        `<single>${definition.type === 'single_choice' ? 'true' : 'false'}</single>`,
        '<shuffleanswers>true</shuffleanswers>',
        '<answernumbering>abc</answernumbering>',
        // Each option's own feedback in its answer's <feedback> (issue 41).
        ...definition.options.map((o, i) => answer(weights[i] ?? 0, o.text, '', o.feedback)),
      ];
    }
    case 'true_false':
      return [
        answer(definition.correct ? 100 : 0, 'true'),
        answer(definition.correct ? 0 : 100, 'false'),
      ];
    case 'short_answer':
      return [
        `<usecase>${definition.caseSensitive ? 1 : 0}</usecase>`,
        ...definition.accepted.map((a) => answer(100, a)),
      ];
    case 'numeric':
      return [
        answer(
          100,
          numberText(definition.value),
          `<tolerance>${numberText(definition.tolerance)}</tolerance>`,
        ),
      ];
    case 'matching':
      return [
        '<shuffleanswers>true</shuffleanswers>',
        ...definition.pairs.map(
          (p) =>
            `<subquestion format="plain_text"><text>${xmlEscape(p.left)}</text><answer><text>${xmlEscape(p.right)}</text></answer></subquestion>`,
        ),
      ];
    case 'ordering':
      return [
        '<layouttype>VERTICAL</layouttype>',
        '<selecttype>ALL</selecttype>',
        '<selectcount>0</selectcount>',
        '<gradingtype>ABSOLUTE_POSITION</gradingtype>',
        ...definition.items.map((item) => answer(100, item.text)),
      ];
    case 'open':
      return [
        '<responseformat>plain</responseformat>',
        '<responserequired>1</responserequired>',
        '<responsefieldlines>10</responsefieldlines>',
      ];
  }
}

const MOODLE_TYPE: Record<QuestionDefinition['type'], string> = {
  single_choice: 'multichoice',
  multiple_choice: 'multichoice',
  true_false: 'truefalse',
  short_answer: 'shortanswer',
  numeric: 'numerical',
  matching: 'matching',
  ordering: 'ordering',
  open: 'essay',
};

/**
 * Questions as Moodle XML: a category question where the category changes (`$course$/top/…`,
 * and `$course$/top` for none), plain-text texts, the points as defaultgrade, labels as tags.
 */
export function exportMoodleXml(
  questions: readonly QuestionInput[],
  images: ImageFiles = new Map(),
): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | null = null;
  for (const question of questions) {
    if (question.category !== category) {
      const path = question.category ? `$course$/top/${question.category}` : '$course$/top';
      out.push(
        `  <question type="category"><category><text>${xmlEscape(path)}</text></category></question>`,
      );
      category = question.category;
    }
    const name = question.prompt.replace(/\s+/g, ' ').slice(0, 80);
    const tags = question.labels.length
      ? `<tags>${question.labels.map((l) => `<tag><text>${xmlEscape(l)}</text></tag>`).join('')}</tags>`
      : '';
    out.push(
      [
        `  <question type="${MOODLE_TYPE[question.definition.type]}">`,
        `    <name><text>${xmlEscape(name)}</text></name>`,
        `    ${questionText(question, images)}`,
        `    ${textElement('generalfeedback', question.feedback)}`,
        `    <defaultgrade>${question.points}</defaultgrade>`,
        '    <penalty>0</penalty>',
        '    <hidden>0</hidden>',
        ...answerElements(question.definition).map((line) => `    ${line}`),
        ...(tags ? [`    ${tags}`] : []),
        '  </question>',
      ].join('\n'),
    );
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
