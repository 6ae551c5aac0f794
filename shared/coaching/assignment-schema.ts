import { z } from 'zod';
import { field, type Localized, QUIZ_MESSAGES, report } from '../quiz/question-schema';
import { OPTION_ID } from '../quiz/wire';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MODES,
  type AssignmentSettings,
  GRADING_SCHEMES,
  type RubricCriterion,
} from './types';

/**
 * The assignment editor's input (docs/coaching-api.md "Authoring an assignment"), checked the
 * same way by the API (a 422 per field in the request's language) and the editor. Errors are
 * `QuizFieldError`s (parseQuizInput of shared/quiz/question-schema.ts), field names snake_case.
 */

const L = ASSIGNMENT_LIMITS;

export const ASSIGNMENT_MESSAGES = {
  rubric: {
    en: `Give at most ${L.maxCriteria} criteria, each with a title of 1 to ${L.maxCriterionTitle} characters and 1 to ${L.maxCriterionPoints} points.`,
    nl: `Geef maximaal ${L.maxCriteria} criteria, elk met een titel van 1 tot ${L.maxCriterionTitle} tekens en 1 tot ${L.maxCriterionPoints} punten.`,
    ro: `Dă cel mult ${L.maxCriteria} criterii, fiecare cu un titlu de 1 până la ${L.maxCriterionTitle} de caractere și 1 până la ${L.maxCriterionPoints} de puncte.`,
  },
  dueAt: {
    en: 'Enter a date and time, or leave it empty.',
    nl: 'Vul een datum en tijd in, of laat het leeg.',
    ro: 'Introdu o dată și o oră, sau lasă câmpul gol.',
  },
} satisfies Record<string, Localized>;

const criterionSchema = z.object({
  id: z.string().regex(OPTION_ID),
  title: z.string().trim().min(1).max(L.maxCriterionTitle),
  description: z
    .string()
    .trim()
    .max(L.maxCriterionDescription)
    .optional()
    .transform((value) => value ?? ''),
  maxPoints: z.number().int().min(1).max(L.maxCriterionPoints),
});

const rubricSchema = field(
  z.array(criterionSchema).max(L.maxCriteria),
  'INVALID_RUBRIC',
  ASSIGNMENT_MESSAGES.rubric,
);

const SETTINGS_FIELDS = {
  instructionsHtml: field(
    z.string().max(L.maxRichTextLength),
    'INVALID_INSTRUCTIONS',
    QUIZ_MESSAGES.textMax(L.maxRichTextLength),
  ),
  dueAt: field(
    z.iso.datetime({ offset: true }).nullable(),
    'INVALID_DATE',
    ASSIGNMENT_MESSAGES.dueAt,
  ).transform((value) => (value === null ? null : new Date(value).toISOString())),
  mode: field(z.enum(ASSIGNMENT_MODES), 'INVALID_VALUE', QUIZ_MESSAGES.oneOf(ASSIGNMENT_MODES)),
  scheme: field(z.enum(GRADING_SCHEMES), 'INVALID_VALUE', QUIZ_MESSAGES.oneOf(GRADING_SCHEMES)),
  maxPoints: field(
    z.number().int().min(L.minMaxPoints).max(L.maxMaxPoints),
    'INVALID_NUMBER',
    QUIZ_MESSAGES.wholeNumber(L.minMaxPoints, L.maxMaxPoints),
  ),
  passPercent: field(
    z.number().int().min(L.minPassPercent).max(L.maxPassPercent),
    'INVALID_NUMBER',
    QUIZ_MESSAGES.wholeNumber(L.minPassPercent, L.maxPassPercent),
  ),
  rubric: rubricSchema.superRefine((criteria: RubricCriterion[], ctx) => {
    const ids = criteria.map((criterion) => criterion.id);
    if (new Set(ids).size !== ids.length) report(ctx, [], 'INVALID_ID', QUIZ_MESSAGES.ids);
  }),
};

/** Settings changes (PATCH): only what is sent. */
export const assignmentSettingsPatchSchema: z.ZodType<
  Partial<AssignmentSettings>,
  unknown
> = z.object(
  Object.fromEntries(
    Object.entries(SETTINGS_FIELDS).map(([name, schema]) => [name, schema.optional()]),
  ) as {
    [K in keyof typeof SETTINGS_FIELDS]: z.ZodOptional<(typeof SETTINGS_FIELDS)[K]>;
  },
);

export const assignmentChangeSchema = z.object({ settings: assignmentSettingsPatchSchema });

/** What keeps an assignment from being published (SCREENS "Authoring": the publish check). */
export type AssignmentProblemCode =
  | 'ASSIGNMENT_WITHOUT_INSTRUCTIONS'
  | 'GROUP_ASSIGNMENTS_OFF'
  | 'GROUP_ASSIGNMENT_WITHOUT_GROUPS'
  | 'RUBRIC_WITHOUT_CRITERIA';

export interface AssignmentFacts {
  hasInstructions: boolean;
  mode: AssignmentSettings['mode'];
  scheme: AssignmentSettings['scheme'];
  criteriaCount: number;
  /** Groups the course has. */
  groupCount: number;
  /** The portal has group_assignments. */
  groupFeature: boolean;
}

export function assignmentProblems(facts: AssignmentFacts): AssignmentProblemCode[] {
  const problems: AssignmentProblemCode[] = [];
  if (!facts.hasInstructions) problems.push('ASSIGNMENT_WITHOUT_INSTRUCTIONS');
  if (facts.mode === 'group') {
    if (!facts.groupFeature) problems.push('GROUP_ASSIGNMENTS_OFF');
    else if (facts.groupCount === 0) problems.push('GROUP_ASSIGNMENT_WITHOUT_GROUPS');
  }
  if (facts.scheme === 'rubric' && facts.criteriaCount === 0) {
    problems.push('RUBRIC_WITHOUT_CRITERIA');
  }
  return problems;
}

export const ASSIGNMENT_PROBLEM_TEXT: Record<AssignmentProblemCode, (title: string) => Localized> =
  {
    ASSIGNMENT_WITHOUT_INSTRUCTIONS: (title) => ({
      en: `Assignment “${title}” has no instructions yet.`,
      nl: `Opdracht “${title}” heeft nog geen instructies.`,
      ro: `Tema „${title}” nu are încă instrucțiuni.`,
    }),
    GROUP_ASSIGNMENTS_OFF: (title) => ({
      en: `Assignment “${title}” is a group assignment, but group assignments are not switched on for this portal.`,
      nl: `Opdracht “${title}” is een groepsopdracht, maar groepsopdrachten staan voor dit portaal niet aan.`,
      ro: `Tema „${title}” este o temă de grup, dar temele de grup nu sunt activate pentru acest portal.`,
    }),
    GROUP_ASSIGNMENT_WITHOUT_GROUPS: (title) => ({
      en: `Assignment “${title}” is a group assignment, but the course has no groups yet.`,
      nl: `Opdracht “${title}” is een groepsopdracht, maar de cursus heeft nog geen groepen.`,
      ro: `Tema „${title}” este o temă de grup, dar cursul nu are încă grupuri.`,
    }),
    RUBRIC_WITHOUT_CRITERIA: (title) => ({
      en: `Assignment “${title}” is graded with a rubric that has no criteria yet.`,
      nl: `Opdracht “${title}” wordt beoordeeld met een rubric zonder criteria.`,
      ro: `Tema „${title}” este notată cu o grilă fără criterii.`,
    }),
  };
