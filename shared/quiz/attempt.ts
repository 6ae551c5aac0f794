/**
 * An attempt at a quiz, as pure functions: freezing the draw when it starts, what the student
 * sees of it (never the key), checking their answers, grading it when it is submitted, and what
 * the quiz's settings let them see afterwards.
 *
 * Aliases: a matching question's pairs have one id for both sides, and ordering items are often
 * numbered in their correct order, so the student never sees those ids on the shuffled side. A
 * matching question's rights are `r1…rn` and an ordering question's items `i1…in`, numbered in
 * the attempt's (shuffled) display order; answers use these aliases, and `keyAnswer` maps them
 * back to the key's ids for grading.
 */
import { z } from 'zod';
import { drawQuestions, type Rng, shuffle } from './draw';
import { gradeQuestion } from './grade';
import type {
  Answer,
  FrozenQuestion,
  PublicQuestion,
  PublicQuestionBody,
  Question,
  QuestionDefinition,
  QuestionResult,
  QuizOption,
  QuizSettings,
  ShowAfterwards,
} from './types';

export type DrawSettings = Pick<QuizSettings, 'drawCount' | 'shuffleQuestions' | 'shuffleOptions'>;

/** A shuffle that never leaves 2+ distinct ids in their original order. */
function shuffledAway(ids: readonly string[], rng: Rng): string[] {
  if (new Set(ids).size < 2) return [...ids];
  for (let tries = 0; tries < 8; tries++) {
    const shuffled = shuffle(ids, rng);
    if (shuffled.some((id, index) => id !== ids[index])) return shuffled;
  }
  // Practically unreachable (8 identity shuffles in a row): rotate by one.
  return [...ids.slice(1), ...ids.slice(0, 1)];
}

/** The attempt's order of a question's options, rights or ordering items (their key ids). */
function optionOrderOf(definition: QuestionDefinition, shuffleOptions: boolean, rng: Rng) {
  switch (definition.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const ids = definition.options.map((option) => option.id);
      return shuffleOptions ? shuffle(ids, rng) : ids;
    }
    // Rights in the lefts' order would give the answer away; ordering items in their correct
    // order would too: both are always shuffled.
    case 'matching':
      return shuffledAway(
        definition.pairs.map((pair) => pair.id),
        rng,
      );
    case 'ordering':
      return shuffledAway(
        definition.items.map((item) => item.id),
        rng,
      );
    default:
      return [];
  }
}

/**
 * Freezes an attempt's questions when it starts: the draw (with `drawCount`: that many of
 * `questions`, unseen ones first), their order, and the order of their options. The
 * definitions are copied: later edits of the quiz do not change a started attempt.
 */
export function freezeQuestions(
  questions: readonly Question[],
  settings: DrawSettings,
  rng: Rng,
  seen: ReadonlySet<string> = new Set(),
): FrozenQuestion[] {
  let chosen: Question[];
  if (settings.drawCount !== null && settings.drawCount !== undefined) {
    const ids = drawQuestions({
      pool: questions.map((question) => question.id),
      seen,
      count: settings.drawCount,
      rng,
    });
    const picked = new Set(ids);
    const drawn = questions.filter((question) => picked.has(question.id));
    // Unique ids: a question listed twice in the pool is drawn once.
    const once = [...new Map(drawn.map((question) => [question.id, question])).values()];
    chosen = settings.shuffleQuestions ? shuffle(once, rng) : once;
  } else {
    chosen = settings.shuffleQuestions ? shuffle(questions, rng) : [...questions];
  }
  return chosen.map((question) => ({
    questionId: question.id,
    prompt: question.prompt,
    image: question.image ? { ...question.image } : null,
    points: question.points,
    feedback: question.feedback,
    definition: structuredClone(question.definition),
    optionOrder: optionOrderOf(question.definition, settings.shuffleOptions, rng),
  }));
}

/** Items in the frozen order; any the order does not name (never expected) go last. */
function inOrder<T extends { id: string }>(items: readonly T[], order: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = order.flatMap((id) => {
    const item = byId.get(id);
    if (!item) return [];
    byId.delete(id);
    return [item];
  });
  return [...ordered, ...byId.values()];
}

const alias = (prefix: 'r' | 'i', index: number) => `${prefix}${index + 1}`;

/** Key id → alias and back for a matching question's rights or an ordering question's items. */
function aliasesOf(frozen: FrozenQuestion): Map<string, string> | null {
  const { definition } = frozen;
  if (definition.type === 'matching') {
    return new Map(
      inOrder(definition.pairs, frozen.optionOrder).map((pair, index) => [
        alias('r', index),
        pair.id,
      ]),
    );
  }
  if (definition.type === 'ordering') {
    return new Map(
      inOrder(definition.items, frozen.optionOrder).map((item, index) => [
        alias('i', index),
        item.id,
      ]),
    );
  }
  return null;
}

function publicBody(frozen: FrozenQuestion): PublicQuestionBody {
  const { definition } = frozen;
  switch (definition.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        type: definition.type,
        options: inOrder(definition.options, frozen.optionOrder).map(({ id, text }) => ({
          id,
          text,
        })),
      };
    case 'matching':
      return {
        type: 'matching',
        lefts: definition.pairs.map((pair) => ({ id: pair.id, text: pair.left })),
        rights: inOrder(definition.pairs, frozen.optionOrder).map(
          (pair, index): QuizOption => ({ id: alias('r', index), text: pair.right }),
        ),
      };
    case 'ordering':
      return {
        type: 'ordering',
        items: inOrder(definition.items, frozen.optionOrder).map(
          (item, index): QuizOption => ({ id: alias('i', index), text: item.text }),
        ),
      };
    default:
      return { type: definition.type };
  }
}

/** What the student sees of a question: prompt, points, options in the frozen order; no key. */
export function publicQuestion(frozen: FrozenQuestion): PublicQuestion {
  return {
    id: frozen.questionId,
    prompt: frozen.prompt,
    image: frozen.image ?? null,
    points: frozen.points,
    body: publicBody(frozen),
  };
}

/** A student's answer (in the ids they see) in the key's ids, for grading. */
export function keyAnswer(frozen: FrozenQuestion, answer: Answer | null | undefined) {
  if (!answer || typeof answer !== 'object') return answer ?? undefined;
  const aliases = aliasesOf(frozen);
  if (!aliases) return answer;
  const real = (id: unknown) => (typeof id === 'string' ? (aliases.get(id) ?? `?${id}`) : '?');
  if (answer.type === 'matching' && answer.matches && typeof answer.matches === 'object') {
    return {
      type: 'matching',
      matches: Object.fromEntries(
        Object.entries(answer.matches).map(([left, right]) => [left, real(right)]),
      ),
    } satisfies Answer;
  }
  if (answer.type === 'ordering' && Array.isArray(answer.order)) {
    return { type: 'ordering', order: answer.order.map(real) } satisfies Answer;
  }
  return answer;
}

/** The maximum score of an attempt: the points of the questions drawn (not of the pool). */
export const maxScoreOf = (frozen: readonly FrozenQuestion[]) =>
  frozen.reduce((sum, question) => sum + question.points, 0);

/** Points to 2 decimals (half away from zero, robust to 0.1 + 0.2). */
export const roundScore = (value: number) =>
  Math.round(Number((value * 100).toFixed(6))) / 100 || 0;

/** Whole percent of the maximum, half rounded up (62.5 → 63), 0–100. */
export function percentOf(score: number, maxScore: number): number {
  if (!(maxScore > 0)) return 0;
  const raw = Number(((score * 100) / maxScore).toFixed(6));
  return Math.min(100, Math.max(0, Math.floor(raw + 0.5)));
}

export type AttemptGrade = {
  results: QuestionResult[];
  score: number;
  maxScore: number;
  percent: number;
  /** null while an open answer waits for a coach. */
  passed: boolean | null;
  pendingReview: boolean;
};

/** Grades a whole attempt: per question, then the score, percent and pass (mark in %). */
export function gradeAttempt(
  frozen: readonly FrozenQuestion[],
  answers: Readonly<Record<string, Answer | null | undefined>>,
  passMark: number,
): AttemptGrade {
  const results = frozen.map((question): QuestionResult => {
    const answer = Object.hasOwn(answers, question.questionId)
      ? answers[question.questionId]
      : undefined;
    const grade = gradeQuestion(question.definition, keyAnswer(question, answer));
    return {
      questionId: question.questionId,
      points: question.points,
      score: roundScore(question.points * grade.fraction),
      correct: grade.correct,
      pending: grade.pending,
    };
  });
  const score = roundScore(results.reduce((sum, result) => sum + result.score, 0));
  const maxScore = maxScoreOf(frozen);
  const percent = percentOf(score, maxScore);
  const pendingReview = results.some((result) => result.pending);
  return {
    results,
    score,
    maxScore,
    percent,
    passed: pendingReview ? null : percent >= passMark,
    pendingReview,
  };
}

/** The feedback of one answer the student chose (issue 41). */
export type AnswerFeedback = { option: string; feedback: string };

/** A graded question as the student may see it afterwards. */
export type VisibleResult = {
  questionId: string;
  points: number;
  pending: boolean;
  /** With `score`. */
  score?: number;
  /** With `correctness`. */
  correct?: boolean;
  /** With `feedback` (and some feedback written). */
  feedback?: string;
  /**
   * With `feedback`: the feedback of each option the student chose that has some, in the
   * attempt's option order (docs/question-interchange.md "Feedback per answer").
   */
  answerFeedback?: AnswerFeedback[];
  /**
   * With `correct_answers`: the question's definition; its options' feedback only when
   * `feedback` is shown too (then the student may read what every answer would have said).
   */
  correctAnswer?: QuestionDefinition;
};

/** The options a choice answer names (none for other types or no answer). */
function chosenOptions(answer: Answer | undefined): string[] {
  if (answer?.type === 'single_choice') return [answer.option];
  if (answer?.type === 'multiple_choice') return answer.options;
  return [];
}

/** The chosen options' feedback, in the attempt's option order. */
function feedbackOfChosen(question: FrozenQuestion, answer: Answer | undefined): AnswerFeedback[] {
  const { definition } = question;
  if (definition.type !== 'single_choice' && definition.type !== 'multiple_choice') return [];
  if (answer?.type !== definition.type) return [];
  const chosen = new Set(chosenOptions(answer));
  return inOrder(definition.options, question.optionOrder).flatMap((option) =>
    chosen.has(option.id) && option.feedback
      ? [{ option: option.id, feedback: option.feedback }]
      : [],
  );
}

/** The definition without its options' feedback. */
function withoutAnswerFeedback(definition: QuestionDefinition): QuestionDefinition {
  if (definition.type !== 'single_choice' && definition.type !== 'multiple_choice') {
    return structuredClone(definition);
  }
  return {
    ...structuredClone(definition),
    options: definition.options.map(({ id, text }) => ({ id, text })),
  };
}

/** What the quiz's `showAfterwards` lets the student see of each graded question. */
export function visibleResults(
  frozen: readonly FrozenQuestion[],
  results: readonly QuestionResult[],
  show: readonly ShowAfterwards[],
  answers: Readonly<Record<string, Answer>> = {},
): VisibleResult[] {
  const byId = new Map(frozen.map((question) => [question.questionId, question]));
  const shows = new Set(show);
  return results.map((result) => {
    const question = byId.get(result.questionId);
    const visible: VisibleResult = {
      questionId: result.questionId,
      points: result.points,
      pending: result.pending,
    };
    if (shows.has('score')) visible.score = result.score;
    if (shows.has('correctness')) visible.correct = result.correct;
    if (shows.has('feedback') && question?.feedback) visible.feedback = question.feedback;
    if (shows.has('feedback') && question) {
      const chosen = feedbackOfChosen(question, answers[result.questionId]);
      if (chosen.length > 0) visible.answerFeedback = chosen;
    }
    if (shows.has('correct_answers') && question) {
      visible.correctAnswer = shows.has('feedback')
        ? structuredClone(question.definition)
        : withoutAnswerFeedback(question.definition);
    }
    return visible;
  });
}

export const MAX_SHORT_ANSWER_LENGTH = 500;
export const MAX_OPEN_ANSWER_LENGTH = 20_000;

const oneOf = (ids: readonly string[]) => {
  const allowed = new Set(ids);
  return z.string().refine((id) => allowed.has(id), { message: 'unknown_id' });
};

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * An answer to this question: its type, and only ids the student was shown (options, lefts,
 * right and item aliases), each at most once.
 */
export function answerSchemaFor(frozen: FrozenQuestion): z.ZodType<Answer> {
  const body = publicBody(frozen);
  switch (body.type) {
    case 'single_choice': {
      const ids = body.options.map((option) => option.id);
      return z.object({ type: z.literal('single_choice'), option: oneOf(ids) });
    }
    case 'multiple_choice': {
      const ids = body.options.map((option) => option.id);
      return z.object({
        type: z.literal('multiple_choice'),
        options: z.array(oneOf(ids)).max(ids.length).refine(distinct, { message: 'distinct' }),
      });
    }
    case 'true_false':
      return z.object({ type: z.literal('true_false'), value: z.boolean() });
    case 'short_answer':
      return z.object({
        type: z.literal('short_answer'),
        text: z.string().max(MAX_SHORT_ANSWER_LENGTH),
      });
    case 'numeric':
      return z.object({ type: z.literal('numeric'), value: z.number() });
    case 'matching': {
      const lefts = new Set(body.lefts.map((left) => left.id));
      return z.object({
        type: z.literal('matching'),
        matches: z
          .record(z.string(), oneOf(body.rights.map((right) => right.id)))
          .refine((matches) => Object.keys(matches).every((left) => lefts.has(left)), {
            message: 'unknown_id',
          }),
      });
    }
    case 'ordering': {
      const ids = body.items.map((item) => item.id);
      return z.object({
        type: z.literal('ordering'),
        order: z.array(oneOf(ids)).max(ids.length).refine(distinct, { message: 'distinct' }),
      });
    }
    case 'open':
      return z.object({ type: z.literal('open'), text: z.string().max(MAX_OPEN_ANSWER_LENGTH) });
    default:
      return z.never();
  }
}

/**
 * The `answers` of a request: keys are question ids of this attempt (anything else is refused),
 * values an answer to that question, or null to clear one.
 */
export function answersSchemaFor(frozen: readonly FrozenQuestion[]) {
  return z.strictObject(
    Object.fromEntries(
      frozen.map((question) => [question.questionId, answerSchemaFor(question).nullish()]),
    ),
  ) as unknown as z.ZodType<Record<string, Answer | null | undefined>>;
}
