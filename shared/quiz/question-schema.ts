import { z } from 'zod';
import {
  QUESTION_TYPES,
  QUIZ_LIMITS,
  type Question,
  type QuestionDefinition,
  type QuizSettings,
  SHOW_AFTERWARDS,
} from './types';
import { OPTION_ID } from './wire';

/**
 * Validation of what an author writes (SCREENS "Quizzes"): a question with its definition, and
 * a quiz's settings, both camelCase as in ./types.ts (the API maps the wire form first). Every
 * field fails with one code and one text in en/nl/ro, so the API's 422 and the CSV import speak
 * the same language (`quizFieldErrors`).
 */

export type QuizLocale = 'en' | 'nl' | 'ro';
export type Localized = Record<QuizLocale, string>;

/** What one field got wrong: `field` is its snake_case path (`definition/options`). */
export type QuizFieldError = { field: string; code: string; detail: Localized };

/** Spec: labels are ≤ 10 of ≤ 50 characters; a category ≤ 100. */
export const QUESTION_TEXT_LIMITS = {
  maxCategoryLength: 100,
  maxLabels: 10,
  maxLabelLength: 50,
} as const;

const L = QUIZ_LIMITS;
const T = QUESTION_TEXT_LIMITS;

/** The texts of the field errors (the API's and the import's). */
export const QUIZ_MESSAGES = {
  required: {
    en: 'This field is required',
    nl: 'Dit veld is verplicht',
    ro: 'Acest câmp este obligatoriu',
  },
  invalid: {
    en: 'This value is not valid.',
    nl: 'Deze waarde is ongeldig.',
    ro: 'Această valoare nu este validă.',
  },
  textRequired: (max: number): Localized => ({
    en: `Fill this in, in at most ${max} characters.`,
    nl: `Vul dit in, in maximaal ${max} tekens.`,
    ro: `Completează acest câmp, în cel mult ${max} de caractere.`,
  }),
  textMax: (max: number): Localized => ({
    en: `This field has a maximum of ${max} characters`,
    nl: `Dit veld mag maximaal ${max} tekens bevatten`,
    ro: `Acest câmp are un maxim de ${max} caractere`,
  }),
  textMaxOrEmpty: (max: number): Localized => ({
    en: `Enter at most ${max} characters, or leave it empty.`,
    nl: `Vul maximaal ${max} tekens in, of laat het leeg.`,
    ro: `Introdu cel mult ${max} de caractere, sau lasă câmpul gol.`,
  }),
  wholeNumber: (min: number, max: number): Localized => ({
    en: `Enter a whole number from ${min} to ${max}.`,
    nl: `Vul een geheel getal van ${min} tot en met ${max} in.`,
    ro: `Introdu un număr întreg între ${min} și ${max}.`,
  }),
  wholeNumberOrEmpty: (min: number, max: number): Localized => ({
    en: `Enter a whole number from ${min} to ${max}, or leave it empty.`,
    nl: `Vul een geheel getal van ${min} tot en met ${max} in, of laat het leeg.`,
    ro: `Introdu un număr întreg între ${min} și ${max}, sau lasă câmpul gol.`,
  }),
  oneOf: (values: readonly string[]): Localized => ({
    en: `This field needs to have one of the following values: ${values.join(', ')}`,
    nl: `Dit veld moet een van de volgende waarden hebben: ${values.join(', ')}`,
    ro: `Acest câmp trebuie să aibă una dintre următoarele valori: ${values.join(', ')}`,
  }),
  someOf: (values: readonly string[]): Localized => ({
    en: `Choose any of: ${values.join(', ')}.`,
    nl: `Kies uit: ${values.join(', ')}.`,
    ro: `Alege dintre: ${values.join(', ')}.`,
  }),
  yesNo: {
    en: 'Choose yes or no.',
    nl: 'Kies ja of nee.',
    ro: 'Alege da sau nu.',
  },
  trueFalse: {
    en: 'Choose true or false.',
    nl: 'Kies waar of onwaar.',
    ro: 'Alege adevărat sau fals.',
  },
  labels: {
    en: `At most ${T.maxLabels} labels of 1 to ${T.maxLabelLength} characters each.`,
    nl: `Maximaal ${T.maxLabels} labels van elk 1 tot ${T.maxLabelLength} tekens.`,
    ro: `Cel mult ${T.maxLabels} etichete, fiecare de 1 până la ${T.maxLabelLength} caractere.`,
  },
  options: {
    en: `Give ${L.minOptions} to ${L.maxOptions} options, each with a text of at most ${L.maxOptionLength} characters.`,
    nl: `Geef ${L.minOptions} tot en met ${L.maxOptions} opties, elk met een tekst van maximaal ${L.maxOptionLength} tekens.`,
    ro: `Dă între ${L.minOptions} și ${L.maxOptions} opțiuni, fiecare cu un text de cel mult ${L.maxOptionLength} de caractere.`,
  },
  items: {
    en: `Give ${L.minOptions} to ${L.maxOptions} items, each with a text of at most ${L.maxOptionLength} characters.`,
    nl: `Geef ${L.minOptions} tot en met ${L.maxOptions} onderdelen, elk met een tekst van maximaal ${L.maxOptionLength} tekens.`,
    ro: `Dă între ${L.minOptions} și ${L.maxOptions} elemente, fiecare cu un text de cel mult ${L.maxOptionLength} de caractere.`,
  },
  pairs: {
    en: `Give ${L.minOptions} to ${L.maxOptions} pairs, each with a left and a right text of at most ${L.maxOptionLength} characters.`,
    nl: `Geef ${L.minOptions} tot en met ${L.maxOptions} paren, elk met een linker- en een rechtertekst van maximaal ${L.maxOptionLength} tekens.`,
    ro: `Dă între ${L.minOptions} și ${L.maxOptions} perechi, fiecare cu un text în stânga și unul în dreapta de cel mult ${L.maxOptionLength} de caractere.`,
  },
  ids: {
    en: 'Each one needs its own id of 1 to 16 lower-case letters or digits.',
    nl: 'Elk heeft een eigen id nodig van 1 tot 16 kleine letters of cijfers.',
    ro: 'Fiecare are nevoie de un id propriu din 1 până la 16 litere mici sau cifre.',
  },
  duplicateTexts: {
    en: 'Two of them have the same text.',
    nl: 'Twee ervan hebben dezelfde tekst.',
    ro: 'Două dintre ele au același text.',
  },
  singleCorrect: {
    en: 'Choose the correct answer among the options.',
    nl: 'Kies het juiste antwoord uit de opties.',
    ro: 'Alege răspunsul corect dintre opțiuni.',
  },
  multipleCorrect: {
    en: 'Choose at least one correct answer, all among the options.',
    nl: 'Kies minstens één juist antwoord, alle uit de opties.',
    ro: 'Alege cel puțin un răspuns corect, toate dintre opțiuni.',
  },
  accepted: {
    en: `Give 1 to ${L.maxAcceptedAnswers} accepted answers, none empty, each of at most ${L.maxOptionLength} characters.`,
    nl: `Geef 1 tot en met ${L.maxAcceptedAnswers} goedgekeurde antwoorden, geen enkele leeg, elk van maximaal ${L.maxOptionLength} tekens.`,
    ro: `Dă între 1 și ${L.maxAcceptedAnswers} răspunsuri acceptate, niciunul gol, fiecare de cel mult ${L.maxOptionLength} de caractere.`,
  },
  number: {
    en: 'Enter a number.',
    nl: 'Vul een getal in.',
    ro: 'Introdu un număr.',
  },
  imageAlt: {
    en: `Describe the image in 1 to ${L.maxImageAltLength} characters.`,
    nl: `Beschrijf de afbeelding in 1 tot ${L.maxImageAltLength} tekens.`,
    ro: `Descrie imaginea în 1 până la ${L.maxImageAltLength} de caractere.`,
  },
  imageFile: {
    en: 'Choose an uploaded image.',
    nl: 'Kies een geüploade afbeelding.',
    ro: 'Alege o imagine încărcată.',
  },
  answerFeedback: {
    en: `The feedback for an answer has at most ${L.maxAnswerFeedbackLength} characters.`,
    nl: `De feedback bij een antwoord heeft maximaal ${L.maxAnswerFeedbackLength} tekens.`,
    ro: `Feedbackul pentru un răspuns are cel mult ${L.maxAnswerFeedbackLength} de caractere.`,
  },
  tolerance: {
    en: 'Enter a tolerance of 0 or more.',
    nl: 'Vul een marge van 0 of meer in.',
    ro: 'Introdu o toleranță de 0 sau mai mult.',
  },
} as const;

/** Zod issues of these schemas carry their code and text here. */
type Problem = { code: string; detail: Localized };
const problemOf = (issue: z.core.$ZodIssue): Problem | undefined =>
  issue.code === 'custom' ? (issue.params?.quiz as Problem | undefined) : undefined;

/**
 * A field checked by `base` that fails with one code and text whatever was wrong (a missing
 * value reads "required"). Parsed values are `base`'s output (trimmed texts, …).
 */
export function field<S extends z.ZodType>(base: S, code: string, detail: Localized) {
  return z
    .custom<z.input<S>>((value) => base.safeParse(value).success, {
      params: { quiz: { code, detail } },
    })
    .transform((value) => base.parse(value) as z.output<S>);
}

/** An issue of a cross-field check, on `path` beneath the object being refined. */
export function report(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  code: string,
  detail: Localized,
) {
  ctx.addIssue({ code: 'custom', path, message: detail.en, params: { quiz: { code, detail } } });
}

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);

const optionText = requiredText(L.maxOptionLength);
const optionList = z
  .array(z.object({ id: z.string(), text: optionText }))
  .min(L.minOptions)
  .max(L.maxOptions);
/**
 * A choice question's options: each may carry its own feedback (issue 41), trimmed, empty
 * dropped; its length is checked by `checkAnswerFeedback` so the error names it.
 */
const choiceOptionList = z
  .array(
    z
      .object({ id: z.string(), text: optionText, feedback: z.string().trim().optional() })
      .transform(({ id, text, feedback }) => (feedback ? { id, text, feedback } : { id, text })),
  )
  .min(L.minOptions)
  .max(L.maxOptions);
const pairList = z
  .array(z.object({ id: z.string(), left: optionText, right: optionText }))
  .min(L.minOptions)
  .max(L.maxOptions);

const unique = (values: string[]) => new Set(values).size === values.length;
const folded = (value: string) => value.trim().toLocaleLowerCase();

/** Option ids match OPTION_ID and are unique; texts are unique (case-insensitively). */
function checkOptions(
  ctx: z.RefinementCtx,
  path: string,
  entries: { id: string }[],
  texts: string[][],
) {
  const ids = entries.map((entry) => entry.id);
  if (!ids.every((id) => OPTION_ID.test(id)) || !unique(ids)) {
    report(ctx, [path], 'INVALID_ID', QUIZ_MESSAGES.ids);
  } else if (texts.some((column) => !unique(column.map(folded)))) {
    report(ctx, [path], 'DUPLICATE_TEXT', QUIZ_MESSAGES.duplicateTexts);
  }
}

/** Every option's feedback fits (reported on the options, like their texts). */
function checkAnswerFeedback(ctx: z.RefinementCtx, options: { feedback?: string }[]) {
  if (options.some((option) => (option.feedback ?? '').length > L.maxAnswerFeedbackLength)) {
    report(ctx, ['options'], 'TOO_LONG', QUIZ_MESSAGES.answerFeedback);
  }
}

const singleChoice = z
  .object({
    type: z.literal('single_choice'),
    options: field(choiceOptionList, 'INVALID_OPTIONS', QUIZ_MESSAGES.options),
    correct: field(z.string(), 'INVALID_CORRECT', QUIZ_MESSAGES.singleCorrect),
  })
  .superRefine((value, ctx) => {
    checkOptions(ctx, 'options', value.options, [value.options.map((o) => o.text)]);
    checkAnswerFeedback(ctx, value.options);
    if (!value.options.some((o) => o.id === value.correct)) {
      report(ctx, ['correct'], 'INVALID_CORRECT', QUIZ_MESSAGES.singleCorrect);
    }
  });

const multipleChoice = z
  .object({
    type: z.literal('multiple_choice'),
    options: field(choiceOptionList, 'INVALID_OPTIONS', QUIZ_MESSAGES.options),
    correct: field(
      z.array(z.string()).min(1).max(L.maxOptions),
      'INVALID_CORRECT',
      QUIZ_MESSAGES.multipleCorrect,
    ),
    scoring: field(
      z.enum(['all_or_nothing', 'proportional']),
      'INVALID_VALUE',
      QUIZ_MESSAGES.oneOf(['all_or_nothing', 'proportional']),
    ),
  })
  .superRefine((value, ctx) => {
    checkOptions(ctx, 'options', value.options, [value.options.map((o) => o.text)]);
    checkAnswerFeedback(ctx, value.options);
    const ids = new Set(value.options.map((o) => o.id));
    if (!value.correct.every((id) => ids.has(id)) || !unique(value.correct)) {
      report(ctx, ['correct'], 'INVALID_CORRECT', QUIZ_MESSAGES.multipleCorrect);
    }
  });

const trueFalse = z.object({
  type: z.literal('true_false'),
  correct: field(z.boolean(), 'INVALID_VALUE', QUIZ_MESSAGES.trueFalse),
});

const shortAnswer = z.object({
  type: z.literal('short_answer'),
  accepted: field(
    z.array(optionText).min(1).max(L.maxAcceptedAnswers),
    'INVALID_ACCEPTED',
    QUIZ_MESSAGES.accepted,
  ),
  caseSensitive: field(z.boolean(), 'INVALID_VALUE', QUIZ_MESSAGES.yesNo)
    .optional()
    .transform((value) => value ?? false),
});

const numeric = z.object({
  type: z.literal('numeric'),
  value: field(z.number(), 'NOT_A_NUMBER', QUIZ_MESSAGES.number),
  tolerance: field(z.number().min(0), 'INVALID_TOLERANCE', QUIZ_MESSAGES.tolerance)
    .optional()
    .transform((value) => value ?? 0),
});

const matching = z
  .object({
    type: z.literal('matching'),
    pairs: field(pairList, 'INVALID_PAIRS', QUIZ_MESSAGES.pairs),
  })
  .superRefine((value, ctx) => {
    checkOptions(ctx, 'pairs', value.pairs, [
      value.pairs.map((p) => p.left),
      value.pairs.map((p) => p.right),
    ]);
  });

const ordering = z
  .object({
    type: z.literal('ordering'),
    items: field(optionList, 'INVALID_ITEMS', QUIZ_MESSAGES.items),
  })
  .superRefine((value, ctx) => {
    checkOptions(ctx, 'items', value.items, [value.items.map((o) => o.text)]);
  });

const open = z.object({ type: z.literal('open') });

/** A question's definition (its key), per type. */
export const questionDefinitionSchema: z.ZodType<QuestionDefinition, unknown> =
  z.discriminatedUnion('type', [
    singleChoice,
    multipleChoice,
    trueFalse,
    shortAnswer,
    numeric,
    matching,
    ordering,
    open,
  ]);

/** A question's image: a stored file's id and its alt text (required). Null removes it. */
const questionImage = z
  .object({
    fileId: field(z.uuid(), 'INVALID_FILE', QUIZ_MESSAGES.imageFile),
    alt: field(requiredText(L.maxImageAltLength), 'INVALID_ALT', QUIZ_MESSAGES.imageAlt),
  })
  .transform((image) => ({ fileId: image.fileId.toLowerCase(), alt: image.alt }))
  .nullable();

const labelList = z
  .array(requiredText(T.maxLabelLength))
  .max(T.maxLabels)
  .transform((labels) => [...new Set(labels)]);

const QUESTION_FIELDS = {
  prompt: field(
    requiredText(L.maxPromptLength),
    'INVALID_TEXT',
    QUIZ_MESSAGES.textRequired(L.maxPromptLength),
  ),
  points: field(
    z.number().int().min(1).max(L.maxPoints),
    'INVALID_POINTS',
    QUIZ_MESSAGES.wholeNumber(1, L.maxPoints),
  ),
  feedback: field(
    text(L.maxFeedbackLength),
    'TOO_LONG',
    QUIZ_MESSAGES.textMax(L.maxFeedbackLength),
  ),
  category: field(
    text(T.maxCategoryLength),
    'TOO_LONG',
    QUIZ_MESSAGES.textMax(T.maxCategoryLength),
  ),
  labels: field(labelList, 'INVALID_LABELS', QUIZ_MESSAGES.labels),
  definition: questionDefinitionSchema,
  image: questionImage,
};

type QuestionInput = Omit<Question, 'id'>;

/** A new question (POST, the import): a prompt and definition; points 1, no feedback… else. */
export const questionSchema: z.ZodType<QuestionInput, unknown> = z.object({
  ...QUESTION_FIELDS,
  points: QUESTION_FIELDS.points.optional().transform((points) => points ?? 1),
  feedback: QUESTION_FIELDS.feedback.optional().transform((value) => value ?? ''),
  category: QUESTION_FIELDS.category.optional().transform((value) => value ?? ''),
  labels: QUESTION_FIELDS.labels.optional().transform((value) => value ?? []),
  image: QUESTION_FIELDS.image.optional(),
});

/** A question's changes (PATCH): any of its fields; a definition is replaced whole. */
export const questionPatchSchema: z.ZodType<Partial<QuestionInput>, unknown> = z.object({
  prompt: QUESTION_FIELDS.prompt.optional(),
  points: QUESTION_FIELDS.points.optional(),
  feedback: QUESTION_FIELDS.feedback.optional(),
  category: QUESTION_FIELDS.category.optional(),
  labels: QUESTION_FIELDS.labels.optional(),
  definition: questionDefinitionSchema.optional(),
  image: QUESTION_FIELDS.image.optional(),
});

const layouts = ['one', 'all'] as const;
const wholeOrNull = (min: number, max: number) =>
  field(
    z.number().int().min(min).max(max).nullable(),
    'OUT_OF_RANGE',
    QUIZ_MESSAGES.wholeNumberOrEmpty(min, max),
  );
/** A pool's category or label: text, or null (an empty text is null too). */
const poolText = (max: number) =>
  field(
    z
      .string()
      .trim()
      .max(max)
      .nullable()
      .transform((value) => (value ? value : null)),
    'TOO_LONG',
    QUIZ_MESSAGES.textMaxOrEmpty(max),
  );
const yesNo = field(z.boolean(), 'INVALID_VALUE', QUIZ_MESSAGES.yesNo);

const SETTINGS_FIELDS = {
  passMark: field(
    z.number().int().min(L.minPassMark).max(L.maxPassMark),
    'OUT_OF_RANGE',
    QUIZ_MESSAGES.wholeNumber(L.minPassMark, L.maxPassMark),
  ),
  maxAttempts: wholeOrNull(1, L.maxAttempts),
  timeLimitMinutes: wholeOrNull(1, L.maxTimeLimitMinutes),
  shuffleQuestions: yesNo,
  shuffleOptions: yesNo,
  layout: field(z.enum(layouts), 'INVALID_VALUE', QUIZ_MESSAGES.oneOf(layouts)),
  showAfterwards: field(
    z.array(z.enum(SHOW_AFTERWARDS)).transform((shown) => [...new Set(shown)]),
    'INVALID_VALUE',
    QUIZ_MESSAGES.someOf(SHOW_AFTERWARDS),
  ),
  drawCount: wholeOrNull(1, L.maxDrawCount),
  poolCategory: poolText(T.maxCategoryLength),
  poolLabel: poolText(T.maxLabelLength),
};

/** A quiz's whole settings. */
export const quizSettingsSchema: z.ZodType<QuizSettings, unknown> = z.object(SETTINGS_FIELDS);

/** Settings changes (PATCH): only what is sent. */
export const quizSettingsPatchSchema: z.ZodType<Partial<QuizSettings>, unknown> = z.object(
  Object.fromEntries(
    Object.entries(SETTINGS_FIELDS).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof typeof SETTINGS_FIELDS]: z.ZodOptional<(typeof SETTINGS_FIELDS)[K]> },
);

/** Whether settings ask for a random draw (needs the `random-quizzes` feature). */
export const asksRandomDraw = (settings: Partial<QuizSettings>): boolean =>
  (settings.drawCount ?? null) !== null ||
  (settings.poolCategory ?? null) !== null ||
  (settings.poolLabel ?? null) !== null;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The text of an issue zod raised itself (types, discriminators, unknown shapes). */
function genericProblem(issue: z.core.$ZodIssue): Problem {
  const missing = !('input' in issue) || issue.input === undefined || issue.input === null;
  if (issue.code === 'invalid_union' && 'discriminator' in issue) {
    const type = (issue.input as Record<string, unknown> | undefined)?.type;
    if (type === undefined || type === null) {
      return { code: 'REQUIRED', detail: QUIZ_MESSAGES.required };
    }
    return { code: 'INVALID_TYPE', detail: QUIZ_MESSAGES.oneOf(QUESTION_TYPES) };
  }
  if (missing) return { code: 'REQUIRED', detail: QUIZ_MESSAGES.required };
  return { code: 'INVALID_VALUE', detail: QUIZ_MESSAGES.invalid };
}

/**
 * One error per field (the first issue of each), named by its snake_case path: the top-level
 * attribute, and beneath `definition` or `settings` its own field (`definition/options`).
 * Parse with `{ reportInput: true }` so a missing value reads "required".
 */
export function quizFieldErrors(error: z.ZodError): QuizFieldError[] {
  const byField = new Map<string, QuizFieldError>();
  for (const issue of error.issues) {
    const names: string[] = [];
    for (const part of issue.path) {
      if (typeof part !== 'string' || names.length === 2) break;
      names.push(snake(part));
    }
    const name = names.join('/');
    if (byField.has(name)) continue;
    const own = problemOf(issue);
    const missing =
      issue.code === 'custom' &&
      (!('input' in issue) || issue.input === undefined || issue.input === null);
    const problem: Problem =
      own && missing
        ? { code: 'REQUIRED', detail: QUIZ_MESSAGES.required }
        : (own ?? genericProblem(issue));
    byField.set(name, { field: name, ...problem });
  }
  return [...byField.values()];
}

/** Parses `value` with a schema of this file: the value, or its field errors. */
export function parseQuizInput<T>(
  schema: z.ZodType<T, unknown>,
  value: unknown,
): { ok: true; value: T } | { ok: false; errors: QuizFieldError[] } {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: quizFieldErrors(result.error) };
}
