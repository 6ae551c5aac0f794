import type { ApiErrorObject } from '@/lib/api/errors';
import { pointerPath } from '@/lib/quiz-editor/errors';
import { ASSIGNMENT_LIMITS, type AssignmentSettings } from '@/shared/coaching/types';

/**
 * The assignment editor's form (components/assignment-editor): what the author types, checked
 * before it is sent, and only what changed sent. Numbers stay text while typed; the due date is
 * the browser's local date and time (`<input type="datetime-local">`), sent as UTC.
 */
export interface CriterionForm {
  id: string;
  title: string;
  description: string;
  maxPoints: string;
}

export interface AssignmentForm {
  instructionsHtml: string;
  /** `YYYY-MM-DDTHH:mm` in local time, or '' for none. */
  dueAt: string;
  mode: AssignmentSettings['mode'];
  scheme: AssignmentSettings['scheme'];
  maxPoints: string;
  passPercent: string;
  rubric: CriterionForm[];
}

export type AssignmentFormField = keyof AssignmentForm;

/** The key of a check's message (`coaching.editor.checks.<key>`). */
export type AssignmentCheck = 'maxPoints' | 'passPercent' | 'rubric' | 'dueAt';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as the local `YYYY-MM-DDTHH:mm` of a datetime-local input. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function assignmentFormOf(settings: AssignmentSettings): AssignmentForm {
  return {
    instructionsHtml: settings.instructionsHtml,
    dueAt: localDateTime(settings.dueAt),
    mode: settings.mode,
    scheme: settings.scheme,
    maxPoints: String(settings.maxPoints),
    passPercent: String(settings.passPercent),
    rubric: settings.rubric.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      description: criterion.description,
      maxPoints: String(criterion.maxPoints),
    })),
  };
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/** The settings the form says, or the checks it fails (nothing is sent while any fails). */
export function settingsOfForm(form: AssignmentForm): {
  settings?: AssignmentSettings;
  errors?: Partial<Record<AssignmentFormField, AssignmentCheck>>;
} {
  const L = ASSIGNMENT_LIMITS;
  const errors: Partial<Record<AssignmentFormField, AssignmentCheck>> = {};
  const maxPoints = wholeIn(form.maxPoints, L.minMaxPoints, L.maxMaxPoints);
  if (maxPoints === null) errors.maxPoints = 'maxPoints';
  const passPercent = wholeIn(form.passPercent, L.minPassPercent, L.maxPassPercent);
  if (passPercent === null) errors.passPercent = 'passPercent';
  let dueAt: string | null = null;
  if (form.dueAt) {
    const date = new Date(form.dueAt);
    if (Number.isNaN(date.getTime())) errors.dueAt = 'dueAt';
    else dueAt = date.toISOString();
  }
  const rubric = form.rubric.map((criterion) => ({
    id: criterion.id,
    title: criterion.title.trim(),
    description: criterion.description.trim(),
    maxPoints: wholeIn(criterion.maxPoints, 1, L.maxCriterionPoints) ?? Number.NaN,
  }));
  if (
    rubric.length > L.maxCriteria ||
    rubric.some((criterion) => !criterion.title || Number.isNaN(criterion.maxPoints))
  ) {
    errors.rubric = 'rubric';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    settings: {
      instructionsHtml: form.instructionsHtml,
      dueAt,
      mode: form.mode,
      scheme: form.scheme,
      maxPoints: maxPoints ?? 10,
      passPercent: passPercent ?? 60,
      rubric,
    },
  };
}

/** The settings that differ from what the server has. */
export function assignmentChanges(
  next: AssignmentSettings,
  saved: AssignmentSettings,
): Partial<AssignmentSettings> {
  const changes: Partial<AssignmentSettings> = {};
  for (const key of Object.keys(next) as (keyof AssignmentSettings)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) {
      (changes as Record<string, unknown>)[key] = next[key];
    }
  }
  return changes;
}

const FIELDS: Record<string, AssignmentFormField> = {
  instructionsHtml: 'instructionsHtml',
  dueAt: 'dueAt',
  mode: 'mode',
  scheme: 'scheme',
  maxPoints: 'maxPoints',
  passPercent: 'passPercent',
  rubric: 'rubric',
};

/** The form field a 422 of PATCH /v1/assignments belongs to (`…/settings/<field>`), or null. */
export function assignmentFieldOf(error: ApiErrorObject): AssignmentFormField | null {
  const path = pointerPath(error.source?.pointer);
  const name = path[0] === 'settings' ? path[1] : path[0];
  return (name && FIELDS[name]) || null;
}

/** A new, empty criterion with an id no other criterion has (`c1`, `c2`, …). */
export function newCriterion(existing: readonly { id: string }[]): CriterionForm {
  const taken = new Set(existing.map((criterion) => criterion.id));
  let n = existing.length + 1;
  while (taken.has(`c${n}`)) n++;
  return { id: `c${n}`, title: '', description: '', maxPoints: '5' };
}
