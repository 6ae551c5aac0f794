import type { ApiErrorObject } from '@/lib/api/errors';
import type { QuestionField, SettingsField } from './checks';

/**
 * Where a 422 of the quiz authoring API belongs (docs/quizzes-api.md: `source.pointer`
 * `/data/attributes/<field>`, nested fields beneath it, e.g. `…/definition/options/2/text` or
 * `…/settings/pass_mark`). Returns the field names after `/data/attributes`, camelCase, with
 * list indexes dropped; [] when there is no pointer.
 */
export function pointerPath(pointer: string | undefined): string[] {
  if (!pointer) return [];
  const rest = pointer.replace(/^\/data\/attributes\/?/, '');
  if (rest === pointer && !pointer.startsWith('/data/attributes')) return [];
  return rest
    .split(/[/.]/)
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
}

// The attributes the quiz API nests its fields under (a question's type part, the settings).
const NESTED = /^\/data\/attributes\/(?:definition|settings|image)[/.](?=[^/.])/;

/**
 * The quiz API's errors with a nested field's pointer lifted to the top
 * (`…/settings/pass_mark` → `/data/attributes/pass_mark`): useForm places an error by the
 * attribute its pointer names first, and these forms' fields are the nested ones.
 */
export function liftedErrors(errors: readonly ApiErrorObject[]): ApiErrorObject[] {
  return errors.map((error) => {
    const pointer = error.source?.pointer;
    if (!pointer || !NESTED.test(pointer)) return error;
    return {
      ...error,
      source: { ...error.source, pointer: pointer.replace(NESTED, '/data/attributes/') },
    };
  });
}

/** The question form's field of each attribute a 422 names (lifted out of `definition`). */
export const QUESTION_API_FIELDS: Readonly<Record<string, Exclude<QuestionField, 'form'>>> = {
  prompt: 'prompt',
  points: 'points',
  feedback: 'feedback',
  category: 'category',
  labels: 'labels',
  options: 'options',
  correct: 'correct',
  scoring: 'scoring',
  accepted: 'accepted',
  case_sensitive: 'accepted',
  value: 'value',
  tolerance: 'tolerance',
  pairs: 'pairs',
  items: 'items',
  // A question's image (lifted out of `image`): its file, its alt text.
  image: 'image',
  file_id: 'image',
  alt: 'imageAlt',
};

/** The settings form's field of each attribute a 422 names (lifted out of `settings`). */
export const SETTINGS_API_FIELDS: Readonly<Record<string, SettingsField>> = {
  pass_mark: 'passMark',
  max_attempts: 'maxAttempts',
  time_limit_minutes: 'timeLimitMinutes',
  shuffle_questions: 'shuffleQuestions',
  shuffle_options: 'shuffleOptions',
  layout: 'layout',
  show_afterwards: 'showAfterwards',
  draw_count: 'drawCount',
  pool_category: 'poolCategory',
  pool_label: 'poolLabel',
};
