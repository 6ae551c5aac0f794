import { type GIFTQuestion, parse, type TextChoice, type TextFormat } from 'gift-pegjs';
import type { QuestionInput } from '../csv';
import { QUIZ_LIMITS, type QuestionDefinition, type QuizOption } from '../types';
import {
  categoryOf,
  checkQuestion,
  choiceMapping,
  choiceWeights,
  ERRORS,
  foldFeedback,
  type InterchangeEntry,
  type InterchangeError,
  type InterchangeResult,
  NOTES,
  NoteSink,
  noteDroppedImages,
  numberText,
  plainText,
  SKIPS,
  titleOf,
  withAnswerFeedback,
} from './common';

/**
 * GIFT (Moodle's text format for questions, docs/question-interchange.md), read with gift-pegjs
 * one question at a time — questions are separated by blank lines outside `{…}` — so every
 * syntax error is reported with its own line, and a bad question does not hide the others.
 * A `// academy: {…}` comment above a question keeps what GIFT cannot say (points, labels,
 * scoring, case sensitivity, ordering questions); other tools read it as a comment.
 */

type Block = { line: number; last: number; text: string; meta: string | null; metaLine: number };

/**
 * The file's blocks: a blank line ends one, as in Moodle (so an unclosed `{` costs one question,
 * not the rest of the file). Comment lines stay in: the parser skips them.
 */
export function giftBlocks(source: string): Block[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: Block[] = [];
  let current: string[] = [];
  let start = 0;
  let meta: string | null = null;
  let metaLine = 0;
  const isComment = (line: string) => /^\s*\/\//.test(line);
  const flush = () => {
    const first = current.findIndex((line) => line.trim() !== '' && !isComment(line));
    if (first >= 0) {
      blocks.push({
        line: start + first + 1,
        last: start + current.length,
        text: `${current.join('\n')}\n`,
        meta,
        metaLine,
      });
    }
    current = [];
    meta = null;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      flush();
      return;
    }
    if (current.length === 0) start = index;
    const comment = /^\s*\/\/\s*academy:\s*(.*)$/.exec(line);
    if (comment) {
      meta = comment[1] ?? '';
      metaLine = index + 1;
    }
    current.push(line);
  });
  flush();
  return blocks;
}

type Meta = {
  points?: number;
  labels?: string[];
  category?: string;
  scoring?: 'all_or_nothing' | 'proportional';
  case_sensitive?: boolean;
  type?: 'multiple_choice' | 'ordering';
};

function readMeta(raw: string | null): Meta | null | 'bad' {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return 'bad';
    const meta = value as Record<string, unknown>;
    const ok =
      (meta.points === undefined || typeof meta.points === 'number') &&
      (meta.labels === undefined ||
        (Array.isArray(meta.labels) && meta.labels.every((l) => typeof l === 'string'))) &&
      (meta.category === undefined || typeof meta.category === 'string') &&
      (meta.scoring === undefined ||
        meta.scoring === 'all_or_nothing' ||
        meta.scoring === 'proportional') &&
      (meta.case_sensitive === undefined || typeof meta.case_sensitive === 'boolean') &&
      (meta.type === undefined || meta.type === 'multiple_choice' || meta.type === 'ordering');
    return ok ? (meta as Meta) : 'bad';
  } catch {
    return 'bad';
  }
}

/** gift-pegjs leaves its escape placeholders in a matching pair's right side. */
const unescapePlaceholders = (text: string) =>
  text
    .replace(/&&092;/g, '\\')
    .replace(/&&058;/g, ':')
    .replace(/&&035;/g, '#')
    .replace(/&&061;/g, '=')
    .replace(/&&123;/g, '{')
    .replace(/&&125;/g, '}')
    .replace(/&&126;/g, '~')
    .replace(/&&010/g, '\n');

const options = (texts: string[], prefix = 'o'): QuizOption[] =>
  texts.map((text, i) => ({ id: `${prefix}${i + 1}`, text }));

type Mapped =
  | { outcome: 'imported'; definition: QuestionDefinition; prompt: string; feedback: string }
  | { outcome: 'skipped'; reason: ReturnType<(typeof SKIPS)[keyof typeof SKIPS]>; code: string }
  | { outcome: 'error'; code: string; detail: ReturnType<(typeof ERRORS)[keyof typeof ERRORS]> };

/** One GIFT question in our terms (not yet checked by the schema). */
function mapQuestion(
  question: Exclude<GIFTQuestion, { type: 'Category' }>,
  meta: Meta,
  notes: NoteSink,
): Mapped {
  const text = (value: TextFormat | null | undefined) =>
    value ? plainText(value.text, value.format, notes) : '';
  let prompt = text(question.stem);
  if (prompt === '' && question.title) {
    prompt = question.title.trim();
    notes.add('TITLE_AS_PROMPT', NOTES.TITLE_AS_PROMPT());
  }
  if (question.type === 'Description') {
    return { outcome: 'skipped', code: 'DESCRIPTION', reason: SKIPS.DESCRIPTION() };
  }
  if (question.hasEmbeddedAnswers) notes.add('EMBEDDED', NOTES.EMBEDDED());
  const general = text(question.globalFeedback);
  const perAnswer = (choices: TextChoice[]) =>
    choices.map((choice) => ({ answer: text(choice.text), feedback: text(choice.feedback) }));
  switch (question.type) {
    case 'MC': {
      const answers = question.choices.map((choice) => ({
        text: text(choice.text),
        weight: choice.weight ?? (choice.isCorrect ? 100 : 0),
      }));
      const mapping = choiceMapping(answers, notes, meta.type === 'multiple_choice');
      if (!mapping) return { outcome: 'error', code: 'NO_CORRECT', detail: ERRORS.NO_CORRECT() };
      const opts = withAnswerFeedback(
        options(answers.map((a) => a.text)),
        question.choices.map((choice) => text(choice.feedback)),
      );
      const feedback = general;
      if (mapping.type === 'single_choice') {
        const correct = opts[mapping.correct]?.id ?? '';
        return {
          outcome: 'imported',
          prompt,
          feedback,
          definition: { type: 'single_choice', options: opts, correct },
        };
      }
      return {
        outcome: 'imported',
        prompt,
        feedback,
        definition: {
          type: 'multiple_choice',
          options: opts,
          correct: mapping.correct.map((i) => opts[i]?.id ?? ''),
          scoring: meta.scoring && mapping.correct.length === 1 ? meta.scoring : mapping.scoring,
        },
      };
    }
    case 'Short': {
      const full = question.choices.filter((c) => c.weight === null || c.weight >= 100);
      const partial = question.choices.filter(
        (c) => c.weight !== null && c.weight < 100 && c.weight > 0,
      );
      if (partial.length > 0) {
        notes.add(
          'PARTIAL_DROPPED',
          NOTES.PARTIAL_DROPPED(partial.map((c) => text(c.text)).join(', ')),
        );
      }
      const accepted = full.map((c) => text(c.text));
      if (accepted.some((a) => a.includes('*'))) notes.add('WILDCARD', NOTES.WILDCARD());
      if (meta.case_sensitive) notes.add('CASE_SENSITIVE', NOTES.CASE_SENSITIVE());
      return {
        outcome: 'imported',
        prompt,
        feedback: foldFeedback(general, perAnswer(question.choices), notes),
        definition: { type: 'short_answer', accepted, caseSensitive: meta.case_sensitive === true },
      };
    }
    case 'TF':
      return {
        outcome: 'imported',
        prompt,
        feedback: foldFeedback(
          general,
          [
            { answer: 'TRUE', feedback: text(question.trueFeedback) },
            { answer: 'FALSE', feedback: text(question.falseFeedback) },
          ],
          notes,
        ),
        definition: { type: 'true_false', correct: question.isTrue },
      };
    case 'Numerical': {
      const choices = Array.isArray(question.choices)
        ? question.choices.filter((c) => c.isCorrect && (c.weight === null || c.weight >= 100))
        : [{ text: question.choices, feedback: null, isCorrect: true, weight: null }];
      const first = choices[0];
      const others = Array.isArray(question.choices) ? question.choices.length - 1 : 0;
      if (!first || !('type' in first.text)) {
        return { outcome: 'error', code: 'NO_CORRECT', detail: ERRORS.NO_CORRECT() };
      }
      if (others > 0) notes.add('NUMERIC_EXTRA', NOTES.NUMERIC_EXTRA(others));
      const number = first.text;
      let value = number.number ?? 0;
      let tolerance = number.range ?? 0;
      if (number.type === 'high-low') {
        const high = number.numberHigh ?? 0;
        const low = number.numberLow ?? 0;
        // 12 significant digits: 3.141..3.142 is 3.1415 ± 0.0005, not ± 0.000499999….
        value = Number(((high + low) / 2).toPrecision(12));
        tolerance = Number((Math.abs(high - low) / 2).toPrecision(12));
        notes.add(
          'RANGE',
          NOTES.RANGE(numberText(low), numberText(high), numberText(value), numberText(tolerance)),
        );
      }
      const feedbacks = Array.isArray(question.choices)
        ? question.choices.map((c) => ({
            answer: 'type' in c.text ? numberText(c.text.number ?? c.text.numberLow ?? 0) : '*',
            feedback: text(c.feedback),
          }))
        : [];
      return {
        outcome: 'imported',
        prompt,
        feedback: foldFeedback(general, feedbacks, notes),
        definition: { type: 'numeric', value, tolerance },
      };
    }
    case 'Matching': {
      const pairs = question.matchPairs.map((pair) => ({
        left: text(pair.subquestion),
        right: unescapePlaceholders(pair.subanswer).trim(),
      }));
      const distractors = pairs.filter((pair) => pair.left === '');
      if (distractors.length > 0) {
        notes.add('DISTRACTORS', NOTES.DISTRACTORS(distractors.map((p) => p.right).join(', ')));
      }
      const kept = pairs.filter((pair) => pair.left !== '');
      if (meta.type === 'ordering') {
        const items = [...kept].sort((a, b) => Number(a.left) - Number(b.left)).map((p) => p.right);
        return {
          outcome: 'imported',
          prompt,
          feedback: general,
          definition: { type: 'ordering', items: options(items, 'i') },
        };
      }
      return {
        outcome: 'imported',
        prompt,
        feedback: general,
        definition: {
          type: 'matching',
          pairs: kept.map((pair, i) => ({ id: `p${i + 1}`, ...pair })),
        },
      };
    }
    case 'Essay':
      return { outcome: 'imported', prompt, feedback: general, definition: { type: 'open' } };
  }
}

/** A GIFT file's questions, what became of each, and every error by line. */
export function parseGift(source: string): InterchangeResult {
  const errors: InterchangeError[] = [];
  const report: InterchangeEntry[] = [];
  const questions: QuestionInput[] = [];
  let category = '';
  let count = 0;
  for (const block of giftBlocks(source)) {
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(block.text);
    } catch (error) {
      const e = error as { message?: string; location?: { start?: { line?: number } } };
      // At the end of input the parser counts the last line break: the block's last line.
      const line = Math.min(
        block.last,
        block.line - firstLineOffset(block) - 1 + (e.location?.start?.line ?? 1),
      );
      errors.push({
        row: line,
        column: '',
        code: 'SYNTAX',
        detail: ERRORS.SYNTAX(e.message ?? ''),
      });
      continue;
    }
    for (const item of parsed) {
      if (item.type === 'Category') {
        category = categoryOf(item.title);
        continue;
      }
      count++;
      const meta = readMeta(block.meta);
      if (meta === 'bad') {
        errors.push({
          row: block.metaLine,
          column: '',
          code: 'BAD_METADATA',
          detail: ERRORS.BAD_METADATA(),
        });
        continue;
      }
      const notes = new NoteSink();
      const mapped = mapQuestion(item, meta ?? {}, notes);
      const title = titleOf(item.title, 'stem' in item ? item.stem.text : '');
      const entry = { row: block.line, path: '', title, sourceType: item.type };
      if (mapped.outcome === 'skipped') {
        report.push({
          ...entry,
          outcome: 'skipped',
          type: null,
          notes: [{ code: mapped.code, detail: mapped.reason }],
        });
        continue;
      }
      if (mapped.outcome === 'error') {
        errors.push({ row: block.line, column: '', code: mapped.code, detail: mapped.detail });
        continue;
      }
      const checked = checkQuestion(
        {
          prompt: mapped.prompt,
          points: meta?.points ?? 1,
          feedback: mapped.feedback,
          category: meta?.category ?? category,
          labels: meta?.labels ?? [],
          definition: mapped.definition,
        },
        { row: block.line, column: '' },
      );
      if (!checked.ok) {
        errors.push(...checked.errors);
        continue;
      }
      questions.push(checked.question);
      // GIFT carries no files: an image its HTML points at cannot be stored.
      noteDroppedImages(notes, 0);
      report.push({
        ...entry,
        outcome: 'imported',
        type: mapped.definition.type,
        notes: notes.notes,
      });
    }
  }
  if (count === 0 && errors.length === 0) {
    errors.push({ row: 1, column: '', code: 'EMPTY_FILE', detail: ERRORS.EMPTY_FILE() });
  }
  if (count > QUIZ_LIMITS.maxImportQuestions) {
    errors.unshift({
      row: 1,
      column: '',
      code: 'TOO_MANY_QUESTIONS',
      detail: ERRORS.TOO_MANY_QUESTIONS(count),
    });
  }
  return { questions, errors: errors.sort((a, b) => a.row - b.row), report };
}

/** The parser counts lines from the block's first line (comments and all). */
function firstLineOffset(block: Block): number {
  const lines = block.text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !/^\s*\/\//.test(line));
  return Math.max(0, first);
}

/** Decodes bytes (UTF-8, a BOM dropped) and parses them. */
export function parseGiftBytes(bytes: Uint8Array): InterchangeResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      questions: [],
      report: [],
      errors: [{ row: 1, column: '', code: 'INVALID_ENCODING', detail: ERRORS.INVALID_ENCODING() }],
    };
  }
  return parseGift(text);
}

// Export.

/** A text as GIFT reads it back: `~ = # { } :` and `\` escaped, line breaks as `\n`. */
export function giftEscape(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** An answer's own feedback, after `#` (issue 41). */
const answerFeedback = (option: { feedback?: string }) =>
  option.feedback ? ` #${giftEscape(option.feedback)}` : '';

function answerBlock(definition: QuestionDefinition): string {
  switch (definition.type) {
    case 'single_choice':
      return definition.options
        .map(
          (o) =>
            `${o.id === definition.correct ? '=' : '~'}${giftEscape(o.text)}${answerFeedback(o)}`,
        )
        .join(' ');
    case 'multiple_choice': {
      const weights = choiceWeights(definition);
      return definition.options
        .map((o, i) => `~%${numberText(weights[i] ?? 0)}%${giftEscape(o.text)}${answerFeedback(o)}`)
        .join(' ');
    }
    case 'true_false':
      return definition.correct ? 'TRUE' : 'FALSE';
    case 'short_answer':
      return definition.accepted.map((a) => `=${giftEscape(a)}`).join(' ');
    case 'numeric':
      return `#${numberText(definition.value)}:${numberText(definition.tolerance)}`;
    case 'matching':
      return definition.pairs
        .map((p) => `=${giftEscape(p.left)} -> ${giftEscape(p.right)}`)
        .join(' ');
    case 'ordering':
      return definition.items.map((item, i) => `=${i + 1} -> ${giftEscape(item.text)}`).join(' ');
    case 'open':
      return '';
  }
}

/** What GIFT cannot say, for the `// academy:` comment (only what differs from the defaults). */
function metaOf(question: QuestionInput, categoryOverride: boolean): Meta {
  const d = question.definition;
  const meta: Meta = {};
  if (question.points !== 1) meta.points = question.points;
  if (question.labels.length > 0) meta.labels = question.labels;
  if (categoryOverride) meta.category = question.category;
  if (d.type === 'multiple_choice') {
    meta.type = 'multiple_choice';
    meta.scoring = d.scoring;
  }
  if (d.type === 'short_answer' && d.caseSensitive) meta.case_sensitive = true;
  if (d.type === 'ordering') meta.type = 'ordering';
  return meta;
}

/**
 * Questions as GIFT: a `$CATEGORY:` line where the category changes, the `// academy:` comment
 * when needed, `[plain]` texts (ours are plain), a choice's own feedback after `#`, general
 * feedback after `####`. Ordering
 * questions, which GIFT lacks, are written as a matching of positions to items (Moodle reads
 * that as a matching question; we read it back as ordering, by the comment).
 */
export function exportGift(questions: readonly QuestionInput[]): string {
  const parts: string[] = [];
  let category = '';
  for (const question of questions) {
    let override = false;
    if (question.category !== category) {
      if (question.category === '') override = true;
      else {
        parts.push(`$CATEGORY: ${question.category}\n`);
        category = question.category;
      }
    }
    const meta = metaOf(question, override);
    const lines: string[] = [];
    if (Object.keys(meta).length > 0) lines.push(`// academy: ${JSON.stringify(meta)}`);
    const feedback = question.feedback ? `####${giftEscape(question.feedback)}` : '';
    lines.push(
      `[plain]${giftEscape(question.prompt)} {${answerBlock(question.definition)}${feedback}}`,
    );
    parts.push(`${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}
