import type {
  ChoiceOption,
  MatchingPair,
  Question,
  QuestionDefinition,
  QuestionType,
  QuizOption,
} from '@/shared/quiz/types';
import { OPTION_ID } from '@/shared/quiz/wire';

/**
 * The question form's model (SCREENS "Quizzes"): one flat draft holds every type's parts, as
 * the inputs hold them (numbers as typed text), so the form never loses what is typed.
 * `questionOf` turns a checked draft (lib/quiz-editor/checks.ts) into what the API takes.
 */

/** A question as it is sent: everything but its id. */
export type QuestionInput = Omit<Question, 'id'>;

export type Scoring = 'all_or_nothing' | 'proportional';

export interface QuestionDraft {
  type: QuestionType;
  prompt: string;
  /** As typed. */
  points: string;
  feedback: string;
  category: string;
  /** Comma separated, as typed. */
  labels: string;
  /** single_choice / multiple_choice, each with its own feedback as typed (issue 41). */
  options: ChoiceOption[];
  /** Option ids that are correct (single_choice: at most one). */
  correct: string[];
  scoring: Scoring;
  /** true_false. */
  truth: boolean;
  /** short_answer. */
  accepted: string[];
  caseSensitive: boolean;
  /** numeric, as typed. */
  value: string;
  tolerance: string;
  /** matching. */
  pairs: MatchingPair[];
  /** ordering: in the correct order. */
  items: QuizOption[];
  /** The image above the prompt: its stored file's id ('' for none) and its alt text. */
  image: string;
  imageAlt: string;
}

/** The prefix of each kind of id: option o1, o2…; pair p1…; ordering item i1…. */
export const ID_PREFIX = { option: 'o', pair: 'p', item: 'i' } as const;

/**
 * The next free id with this prefix: one above the highest `<prefix><n>` in use (so a removed
 * option's id is not handed to a new one), never one already taken, always matching OPTION_ID.
 */
export function nextId(taken: readonly { id: string }[], prefix: string): string {
  const used = new Set(taken.map((entry) => entry.id));
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  let n = 0;
  for (const id of used) {
    const match = pattern.exec(id);
    if (match) n = Math.max(n, Number(match[1]));
  }
  let id = `${prefix}${n + 1}`;
  while (used.has(id)) {
    n += 1;
    id = `${prefix}${n + 1}`;
  }
  if (!OPTION_ID.test(id)) throw new Error(`Not an option id: ${id}`);
  return id;
}

const blank = (prefix: string, count: number): QuizOption[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, text: '' }));

/** A new question's definition: the fewest parts its type allows, texts empty. */
export function newDefinition(type: QuestionType): QuestionDefinition {
  switch (type) {
    case 'single_choice':
      return { type, options: blank(ID_PREFIX.option, 2), correct: '' };
    case 'multiple_choice':
      return {
        type,
        options: blank(ID_PREFIX.option, 2),
        correct: [],
        scoring: 'all_or_nothing',
      };
    case 'true_false':
      return { type, correct: true };
    case 'short_answer':
      return { type, accepted: [''], caseSensitive: false };
    case 'numeric':
      return { type, value: 0, tolerance: 0 };
    case 'matching':
      return {
        type,
        pairs: [1, 2].map((n) => ({ id: `${ID_PREFIX.pair}${n}`, left: '', right: '' })),
      };
    case 'ordering':
      return { type, items: blank(ID_PREFIX.item, 2) };
    case 'open':
      return { type };
  }
}

/** Whether an option of the question has feedback of its own (issue 41; CSV cannot carry it). */
export function hasAnswerFeedback(question: Pick<QuestionInput, 'definition'>): boolean {
  const d = question.definition;
  return (
    (d.type === 'single_choice' || d.type === 'multiple_choice') &&
    d.options.some((option) => Boolean(option.feedback))
  );
}

/** A new, empty question of a type (1 point). */
export function newQuestion(type: QuestionType): QuestionInput {
  return {
    prompt: '',
    points: 1,
    feedback: '',
    category: '',
    labels: [],
    definition: newDefinition(type),
  };
}

/** The form's draft of a question (a stored one, or a new one). */
export function draftOf(question: QuestionInput): QuestionDraft {
  const d = question.definition;
  const options = d.type === 'single_choice' || d.type === 'multiple_choice' ? d.options : [];
  const correct =
    d.type === 'single_choice'
      ? d.correct
        ? [d.correct]
        : []
      : d.type === 'multiple_choice'
        ? d.correct
        : [];
  return {
    type: d.type,
    prompt: question.prompt,
    points: String(question.points),
    feedback: question.feedback,
    category: question.category,
    labels: question.labels.join(', '),
    options: options.map((option) => ({ ...option })),
    correct: [...correct],
    scoring: d.type === 'multiple_choice' ? d.scoring : 'all_or_nothing',
    truth: d.type === 'true_false' ? d.correct : true,
    accepted: d.type === 'short_answer' ? [...d.accepted] : [''],
    caseSensitive: d.type === 'short_answer' ? d.caseSensitive : false,
    value: d.type === 'numeric' ? String(d.value) : '',
    tolerance: d.type === 'numeric' ? String(d.tolerance) : '0',
    pairs: d.type === 'matching' ? d.pairs.map((pair) => ({ ...pair })) : [],
    items: d.type === 'ordering' ? d.items.map((item) => ({ ...item })) : [],
    image: question.image?.fileId ?? '',
    imageAlt: question.image?.alt ?? '',
  };
}

/** A new question's draft: its numeric value empty, so the author types one. */
export function emptyDraft(type: QuestionType): QuestionDraft {
  return { ...draftOf(newQuestion(type)), value: '' };
}

/** "fire, safety ,, Fire" → ['fire', 'safety', 'Fire']: trimmed, empty ones dropped, each once. */
export function splitLabels(text: string): string[] {
  return [...new Set(text.split(',').map((label) => label.trim()))].filter(Boolean);
}

/** A number as typed ("1,5" or "1.5"); NaN when it is not one. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** The definition a draft describes (texts trimmed). */
export function definitionOf(draft: QuestionDraft): QuestionDefinition {
  const trimmed = (list: QuizOption[]) => list.map((o) => ({ id: o.id, text: o.text.trim() }));
  // An option's own feedback (issue 41): trimmed, left out when empty.
  const choices = (list: ChoiceOption[]): ChoiceOption[] =>
    list.map((o) => {
      const feedback = o.feedback?.trim() ?? '';
      return feedback
        ? { id: o.id, text: o.text.trim(), feedback }
        : { id: o.id, text: o.text.trim() };
    });
  switch (draft.type) {
    case 'single_choice':
      return { type: draft.type, options: choices(draft.options), correct: draft.correct[0] ?? '' };
    case 'multiple_choice':
      return {
        type: draft.type,
        options: choices(draft.options),
        // In the options' order, each once.
        correct: draft.options.map((o) => o.id).filter((id) => draft.correct.includes(id)),
        scoring: draft.scoring,
      };
    case 'true_false':
      return { type: draft.type, correct: draft.truth };
    case 'short_answer':
      return {
        type: draft.type,
        accepted: draft.accepted.map((answer) => answer.trim()),
        caseSensitive: draft.caseSensitive,
      };
    case 'numeric':
      return {
        type: draft.type,
        value: parseNumber(draft.value),
        tolerance: draft.tolerance.trim() === '' ? 0 : parseNumber(draft.tolerance),
      };
    case 'matching':
      return {
        type: draft.type,
        pairs: draft.pairs.map((p) => ({ id: p.id, left: p.left.trim(), right: p.right.trim() })),
      };
    case 'ordering':
      return { type: draft.type, items: trimmed(draft.items) };
    case 'open':
      return { type: draft.type };
  }
}

/** What the API takes for a draft (run the checks first). */
export function questionOf(draft: QuestionDraft): QuestionInput {
  return {
    prompt: draft.prompt.trim(),
    points: Number(draft.points.trim()),
    feedback: draft.feedback.trim(),
    category: draft.category.trim(),
    labels: splitLabels(draft.labels),
    definition: definitionOf(draft),
    image: draft.image ? { fileId: draft.image, alt: draft.imageAlt.trim() } : null,
  };
}

/** A short single-line excerpt of a prompt for the question list. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
