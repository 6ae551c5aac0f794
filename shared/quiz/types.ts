/**
 * Quizzes (SCREENS "Quizzes, certificates, qualifications"): the question types, their
 * definitions (which hold the key and never leave the API before an attempt is submitted),
 * what a student sees of a question, and their answers. Pure data shared by the API and the app.
 */

export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
  'numeric',
  'matching',
  'ordering',
  'open',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** SCREENS: 2–20 options; short answers take up to 10 accepted answers. */
export const QUIZ_LIMITS = {
  minOptions: 2,
  maxOptions: 20,
  maxAcceptedAnswers: 10,
  minPassMark: 0,
  maxPassMark: 100,
  maxAttempts: 10,
  maxTimeLimitMinutes: 600,
  maxPoints: 100,
  /** Import: at most 1,000 questions or 10 MB a file. */
  maxImportQuestions: 1000,
  maxImportBytes: 10 * 1024 * 1024,
  maxPromptLength: 2000,
  maxOptionLength: 500,
  maxFeedbackLength: 2000,
  /** Feedback of one answer of a choice question (issue 41: kept per answer). */
  maxAnswerFeedbackLength: 500,
  maxDrawCount: 100,
  /** A question's image (issue 41): its alt text, and the largest picture taken, in bytes. */
  maxImageAltLength: 250,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

/**
 * A picture shown above a question's prompt (issue 41): a stored file (purpose
 * `question_image`, read with the quiz's access) and its alt text, which is required.
 */
export type QuestionImage = { fileId: string; alt: string };

export type QuizOption = { id: string; text: string };
/**
 * An option of a single or multiple choice question. `feedback` (issue 41, "per-answer
 * feedback" of GIFT, Moodle XML and QTI) is shown afterwards under the option when the learner
 * chose it and the quiz's settings show feedback; absent or empty: none.
 */
export type ChoiceOption = QuizOption & { feedback?: string };
export type MatchingPair = { id: string; left: string; right: string };

/** A question's key. Options keep stable ids so answers and frozen draws refer to them. */
export type QuestionDefinition =
  | { type: 'single_choice'; options: ChoiceOption[]; correct: string }
  | {
      type: 'multiple_choice';
      options: ChoiceOption[];
      correct: string[];
      /** all_or_nothing: every correct and no wrong option; proportional: never below 0. */
      scoring: 'all_or_nothing' | 'proportional';
    }
  | { type: 'true_false'; correct: boolean }
  | { type: 'short_answer'; accepted: string[]; caseSensitive: boolean }
  | { type: 'numeric'; value: number; tolerance: number }
  /** The student matches each left text to one right text. */
  | { type: 'matching'; pairs: MatchingPair[] }
  /** `items` in the correct order; the student sees them shuffled. */
  | { type: 'ordering'; items: QuizOption[] }
  /** Graded by a coach (a review ticket); counts as pending until then. */
  | { type: 'open' };

/** A question as the author keeps it in the quiz. */
export interface Question {
  id: string;
  prompt: string;
  points: number;
  /** Shown afterwards when the quiz's settings allow it. */
  feedback: string;
  /** Pools for random quizzes draw by category and label. */
  category: string;
  labels: string[];
  definition: QuestionDefinition;
  /** Shown above the prompt; absent or null: none. */
  image?: QuestionImage | null;
}

/** What the student sees during an attempt: never the key. Options in the attempt's frozen order. */
export type PublicQuestionBody =
  | { type: 'single_choice'; options: QuizOption[] }
  | { type: 'multiple_choice'; options: QuizOption[] }
  | { type: 'true_false' }
  | { type: 'short_answer' }
  | { type: 'numeric' }
  | { type: 'matching'; lefts: QuizOption[]; rights: QuizOption[] }
  | { type: 'ordering'; items: QuizOption[] }
  | { type: 'open' };

export interface PublicQuestion {
  id: string;
  prompt: string;
  /** The question's image as it was when the attempt started (null or absent: none). */
  image?: QuestionImage | null;
  points: number;
  body: PublicQuestionBody;
}

/** A student's answer per type (undefined/null = not answered). */
export type Answer =
  | { type: 'single_choice'; option: string }
  | { type: 'multiple_choice'; options: string[] }
  | { type: 'true_false'; value: boolean }
  | { type: 'short_answer'; text: string }
  | { type: 'numeric'; value: number }
  /** left pair id → right pair id */
  | { type: 'matching'; matches: Record<string, string> }
  /** item ids in the student's order */
  | { type: 'ordering'; order: string[] }
  | { type: 'open'; text: string };

/** One question's grade: the share of its points earned (0–1), or pending for open answers. */
export interface Grade {
  /** 0–1, never below 0. */
  fraction: number;
  correct: boolean;
  /** Open answers wait for a coach. */
  pending: boolean;
}

export const SHOW_AFTERWARDS = ['score', 'correctness', 'correct_answers', 'feedback'] as const;
export type ShowAfterwards = (typeof SHOW_AFTERWARDS)[number];

export interface QuizSettings {
  /** 0–100 %. */
  passMark: number;
  /** 1–10, or null for unlimited. */
  maxAttempts: number | null;
  /** Minutes, or null for none; the server submits when it runs out. */
  timeLimitMinutes: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** 'one': one question at a time; 'all': all on one page. */
  layout: 'one' | 'all';
  showAfterwards: ShowAfterwards[];
  /** random-quizzes: draw this many per attempt (null = every question of the quiz, in order). */
  drawCount: number | null;
  /** The pool: questions of the portal with this category and/or label; both null = this quiz's own. */
  poolCategory: string | null;
  poolLabel: string | null;
}

export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  passMark: 60,
  maxAttempts: null,
  timeLimitMinutes: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  layout: 'one',
  showAfterwards: ['score', 'correctness', 'correct_answers', 'feedback'],
  drawCount: null,
  poolCategory: null,
  poolLabel: null,
};

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A question frozen into an attempt when it starts: later edits do not change it. */
export interface FrozenQuestion {
  questionId: string;
  prompt: string;
  /** Absent in attempts started before question images existed. */
  image?: QuestionImage | null;
  points: number;
  feedback: string;
  definition: QuestionDefinition;
  /** The attempt's order of options / rights / ordering items (ids). */
  optionOrder: string[];
}

/** A graded question of a submitted attempt. */
export interface QuestionResult {
  questionId: string;
  points: number;
  /** Points earned (2 decimals). */
  score: number;
  correct: boolean;
  pending: boolean;
}
