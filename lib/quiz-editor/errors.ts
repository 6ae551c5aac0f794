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

const QUESTION_FIELDS: Record<string, QuestionField> = {
  prompt: 'prompt',
  points: 'points',
  feedback: 'feedback',
  category: 'category',
  labels: 'labels',
  options: 'options',
  correct: 'correct',
  scoring: 'scoring',
  accepted: 'accepted',
  caseSensitive: 'accepted',
  value: 'value',
  tolerance: 'tolerance',
  pairs: 'pairs',
  items: 'items',
};

/** The question form's field of an error (its top line when it fits none). */
export function questionFieldOf(error: ApiErrorObject): QuestionField {
  const path = pointerPath(error.source?.pointer);
  const [first, second] = path;
  if (first === 'definition') return (second && QUESTION_FIELDS[second]) || 'form';
  return (first && QUESTION_FIELDS[first]) || 'form';
}

const SETTINGS_FIELDS: SettingsField[] = [
  'passMark',
  'maxAttempts',
  'timeLimitMinutes',
  'shuffleQuestions',
  'shuffleOptions',
  'layout',
  'showAfterwards',
  'drawCount',
  'poolCategory',
  'poolLabel',
];

/** The settings form's field of an error, or null (shown above the settings). */
export function settingsFieldOf(error: ApiErrorObject): SettingsField | null {
  const path = pointerPath(error.source?.pointer);
  const field = path[0] === 'settings' ? path[1] : path[0];
  return SETTINGS_FIELDS.find((known) => known === field) ?? null;
}

/** A 422's errors by field, the first detail of each (unplaced ones under `null`). */
export function detailsByField<F extends string>(
  errors: readonly ApiErrorObject[],
  fieldOf: (error: ApiErrorObject) => F | null,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const detail = error.detail ?? error.title ?? error.code ?? '';
    const field = fieldOf(error);
    if (field === null) other.push(detail);
    else if (fields[field] === undefined) fields[field] = detail;
  }
  return { fields, other };
}
