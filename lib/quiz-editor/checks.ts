import { QUESTION_TEXT_LIMITS as TEXT_LIMITS } from '@/shared/quiz/question-schema';
import {
  QUIZ_LIMITS,
  type QuizSettings,
  SHOW_AFTERWARDS,
  type ShowAfterwards,
} from '@/shared/quiz/types';
import { parseNumber, type QuestionDraft, splitLabels } from './drafts';

/**
 * The checks the form runs before sending (SCREENS "Quizzes"), mirroring the API's limits so the
 * author hears at once; the API checks the same and its 422s are shown on the same fields.
 * A problem is a message code (messages quizEditor.checks.<code>) with its values.
 */
export interface Check {
  code: string;
  values?: Record<string, number>;
}

/** The parts of the question form an error can be shown on. */
export type QuestionField =
  | 'prompt'
  | 'points'
  | 'feedback'
  | 'category'
  | 'labels'
  | 'options'
  | 'correct'
  | 'scoring'
  | 'accepted'
  | 'value'
  | 'tolerance'
  | 'pairs'
  | 'items'
  /** The image (its upload) and its alt text. */
  | 'image'
  | 'imageAlt'
  /** Anything the form cannot place on one field. */
  | 'form';

export type QuestionErrors = Partial<Record<QuestionField, Check>>;

/** Ordering items and matching pairs: the same 2–20 as options. */
const { minOptions, maxOptions } = QUIZ_LIMITS;
const count = { min: minOptions, max: maxOptions };

function listCheck(
  texts: string[],
  codes: { count: string; empty: string },
  range: { min: number; max: number },
): Check | undefined {
  if (texts.length < range.min || texts.length > range.max) {
    return { code: codes.count, values: range };
  }
  const empty = texts.findIndex((text) => text.trim() === '');
  if (empty >= 0) return { code: codes.empty, values: { number: empty + 1 } };
  return undefined;
}

/** The API refuses two entries with the same text (case-insensitively): the second is named. */
function duplicateCheck(texts: string[], code: string): Check | undefined {
  const seen = new Set<string>();
  for (const [index, text] of texts.entries()) {
    const key = text.trim().toLocaleLowerCase();
    if (seen.has(key)) return { code, values: { number: index + 1 } };
    seen.add(key);
  }
  return undefined;
}

/** Every problem of a draft, at most one per field; empty when it may be sent. */
export function checkQuestion(draft: QuestionDraft): QuestionErrors {
  const errors: QuestionErrors = {};
  const prompt = draft.prompt.trim();
  if (!prompt) errors.prompt = { code: 'required' };
  else if (prompt.length > QUIZ_LIMITS.maxPromptLength) {
    errors.prompt = { code: 'tooLong', values: { max: QUIZ_LIMITS.maxPromptLength } };
  }
  const points = draft.points.trim();
  if (!/^\d+$/.test(points) || Number(points) < 1 || Number(points) > QUIZ_LIMITS.maxPoints) {
    errors.points = { code: 'pointsRange', values: { min: 1, max: QUIZ_LIMITS.maxPoints } };
  }
  if (draft.feedback.trim().length > QUIZ_LIMITS.maxFeedbackLength) {
    errors.feedback = { code: 'tooLong', values: { max: QUIZ_LIMITS.maxFeedbackLength } };
  }
  if (draft.category.trim().length > TEXT_LIMITS.maxCategoryLength) {
    errors.category = { code: 'tooLong', values: { max: TEXT_LIMITS.maxCategoryLength } };
  }
  // An image needs its alt text (issue 41): what a screen reader says instead.
  const alt = draft.imageAlt.trim();
  if (draft.image && !alt) errors.imageAlt = { code: 'required' };
  else if (draft.image && alt.length > QUIZ_LIMITS.maxImageAltLength) {
    errors.imageAlt = { code: 'tooLong', values: { max: QUIZ_LIMITS.maxImageAltLength } };
  }
  const labels = splitLabels(draft.labels);
  if (
    labels.length > TEXT_LIMITS.maxLabels ||
    labels.some((label) => label.length > TEXT_LIMITS.maxLabelLength)
  ) {
    errors.labels = {
      code: 'labelsInvalid',
      values: { max: TEXT_LIMITS.maxLabels, length: TEXT_LIMITS.maxLabelLength },
    };
  }

  switch (draft.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const texts = draft.options.map((option) => option.text);
      const options =
        listCheck(texts, { count: 'optionsCount', empty: 'optionEmpty' }, count) ??
        tooLongItem(texts, 'optionTooLong') ??
        duplicateCheck(texts, 'optionDuplicate');
      if (options) errors.options = options;
      const ids = new Set(draft.options.map((option) => option.id));
      const chosen = draft.correct.filter((id) => ids.has(id));
      if (draft.type === 'single_choice' && chosen.length !== 1) {
        errors.correct = { code: 'correctMissing' };
      }
      if (draft.type === 'multiple_choice' && chosen.length === 0) {
        errors.correct = { code: 'correctNone' };
      }
      break;
    }
    case 'short_answer': {
      const accepted =
        listCheck(
          draft.accepted,
          { count: 'acceptedCount', empty: 'acceptedEmpty' },
          { min: 1, max: QUIZ_LIMITS.maxAcceptedAnswers },
        ) ?? tooLongItem(draft.accepted, 'optionTooLong');
      if (accepted) errors.accepted = accepted;
      break;
    }
    case 'numeric': {
      if (!Number.isFinite(parseNumber(draft.value))) errors.value = { code: 'numberInvalid' };
      const tolerance = draft.tolerance.trim() === '' ? 0 : parseNumber(draft.tolerance);
      if (!Number.isFinite(tolerance) || tolerance < 0) {
        errors.tolerance = { code: 'toleranceInvalid' };
      }
      break;
    }
    case 'matching': {
      const pairs = draft.pairs;
      const emptyAt = pairs.findIndex((p) => p.left.trim() === '' || p.right.trim() === '');
      const longAt = pairs.findIndex(
        (p) =>
          p.left.trim().length > QUIZ_LIMITS.maxOptionLength ||
          p.right.trim().length > QUIZ_LIMITS.maxOptionLength,
      );
      const problem: Check | undefined =
        pairs.length < count.min || pairs.length > count.max
          ? { code: 'pairsCount', values: count }
          : emptyAt >= 0
            ? { code: 'pairEmpty', values: { number: emptyAt + 1 } }
            : longAt >= 0
              ? {
                  code: 'optionTooLong',
                  values: { number: longAt + 1, max: QUIZ_LIMITS.maxOptionLength },
                }
              : (duplicateCheck(
                  pairs.map((p) => p.left),
                  'pairDuplicate',
                ) ??
                duplicateCheck(
                  pairs.map((p) => p.right),
                  'pairDuplicate',
                ));
      if (problem) errors.pairs = problem;
      break;
    }
    case 'ordering': {
      const texts = draft.items.map((item) => item.text);
      const items =
        listCheck(texts, { count: 'itemsCount', empty: 'itemEmpty' }, count) ??
        tooLongItem(texts, 'optionTooLong') ??
        duplicateCheck(texts, 'itemDuplicate');
      if (items) errors.items = items;
      break;
    }
    case 'true_false':
    case 'open':
      break;
  }
  return errors;
}

function tooLongItem(texts: string[], code: string): Check | undefined {
  const index = texts.findIndex((text) => text.trim().length > QUIZ_LIMITS.maxOptionLength);
  return index >= 0
    ? { code, values: { number: index + 1, max: QUIZ_LIMITS.maxOptionLength } }
    : undefined;
}

/** The settings form as its inputs hold it. */
export interface SettingsForm {
  passMark: string;
  /** '' = unlimited, else 1–10. */
  maxAttempts: string;
  /** '' = no time limit. */
  timeLimitMinutes: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  layout: 'one' | 'all';
  showAfterwards: ShowAfterwards[];
  /** '' = every question of the quiz. */
  drawCount: string;
  /** '' = none. */
  poolCategory: string;
  poolLabel: string;
}

export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, Check>>;

export function settingsFormOf(settings: QuizSettings): SettingsForm {
  return {
    passMark: String(settings.passMark),
    maxAttempts: settings.maxAttempts === null ? '' : String(settings.maxAttempts),
    timeLimitMinutes: settings.timeLimitMinutes === null ? '' : String(settings.timeLimitMinutes),
    shuffleQuestions: settings.shuffleQuestions,
    shuffleOptions: settings.shuffleOptions,
    layout: settings.layout,
    showAfterwards: SHOW_AFTERWARDS.filter((key) => settings.showAfterwards.includes(key)),
    drawCount: settings.drawCount === null ? '' : String(settings.drawCount),
    poolCategory: settings.poolCategory ?? '',
    poolLabel: settings.poolLabel ?? '',
  };
}

const whole = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
};

/** The settings a form describes, or the problems that keep it from being saved. */
export function settingsOf(
  form: SettingsForm,
): { settings: QuizSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const passMark = whole(form.passMark, QUIZ_LIMITS.minPassMark, QUIZ_LIMITS.maxPassMark);
  if (passMark === null) {
    errors.passMark = {
      code: 'passMarkRange',
      values: { min: QUIZ_LIMITS.minPassMark, max: QUIZ_LIMITS.maxPassMark },
    };
  }
  const maxAttempts = form.maxAttempts === '' ? null : whole(form.maxAttempts, 1, 10);
  if (form.maxAttempts !== '' && maxAttempts === null) {
    errors.maxAttempts = {
      code: 'attemptsRange',
      values: { min: 1, max: QUIZ_LIMITS.maxAttempts },
    };
  }
  const timeLimit =
    form.timeLimitMinutes.trim() === ''
      ? null
      : whole(form.timeLimitMinutes, 1, QUIZ_LIMITS.maxTimeLimitMinutes);
  if (form.timeLimitMinutes.trim() !== '' && timeLimit === null) {
    errors.timeLimitMinutes = {
      code: 'timeLimitRange',
      values: { min: 1, max: QUIZ_LIMITS.maxTimeLimitMinutes },
    };
  }
  const drawCount =
    form.drawCount.trim() === '' ? null : whole(form.drawCount, 1, QUIZ_LIMITS.maxDrawCount);
  if (form.drawCount.trim() !== '' && drawCount === null) {
    errors.drawCount = {
      code: 'drawCountRange',
      values: { min: 1, max: QUIZ_LIMITS.maxDrawCount },
    };
  }
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return {
    settings: {
      passMark: passMark ?? 0,
      maxAttempts,
      timeLimitMinutes: timeLimit,
      shuffleQuestions: form.shuffleQuestions,
      shuffleOptions: form.shuffleOptions,
      layout: form.layout,
      showAfterwards: SHOW_AFTERWARDS.filter((key) => form.showAfterwards.includes(key)),
      drawCount,
      poolCategory: form.poolCategory || null,
      poolLabel: form.poolLabel || null,
    },
    errors: null,
  };
}

/** The settings that differ from what the server has (what a PATCH sends). */
export function settingsChanges(next: QuizSettings, saved: QuizSettings): Partial<QuizSettings> {
  const changes: Partial<QuizSettings> = {};
  for (const key of Object.keys(next) as (keyof QuizSettings)[]) {
    const a = next[key];
    const b = saved[key];
    const same =
      Array.isArray(a) && Array.isArray(b)
        ? a.length === b.length && a.every((value) => (b as string[]).includes(value))
        : a === b;
    if (!same) (changes as Record<string, unknown>)[key] = a;
  }
  return changes;
}
