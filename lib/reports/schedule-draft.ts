import type { ReportSchedule, ReportScheduleInput } from '@/lib/resources/report-schedules';
import type { ReportKind } from '@/shared/reports/report-kinds';
import {
  MAX_SCHEDULE_RECIPIENTS,
  type ScheduleFilters,
  type ScheduleFrequency,
} from '@/shared/reports/report-schedules';

/** The schedule form as chosen (selects hold strings). */
export interface ScheduleDraft {
  kind: ReportKind;
  filters: ScheduleFilters;
  frequency: ScheduleFrequency;
  weekday: string;
  day: string;
  hour: string;
  recipientIds: string[];
}

export type ScheduleField = 'frequency' | 'weekday' | 'day' | 'hour' | 'recipientIds';

/** A new schedule of a report and its filters: weekly on Monday at 08:00. */
export function newScheduleDraft(kind: ReportKind, filters: ScheduleFilters): ScheduleDraft {
  return {
    kind,
    filters,
    frequency: 'weekly',
    weekday: '1',
    day: '1',
    hour: '8',
    recipientIds: [],
  };
}

/** A schedule as the form edits it. */
export function scheduleDraftOf(schedule: ReportSchedule): ScheduleDraft {
  return {
    kind: schedule.kind,
    filters: schedule.filters,
    frequency: schedule.frequency,
    weekday: String(schedule.weekday ?? 1),
    day: String(schedule.day ?? 1),
    hour: String(schedule.hour),
    recipientIds: schedule.recipients.map((recipient) => recipient.id),
  };
}

const whole = (value: string, min: number, max: number) => {
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : null;
};

/**
 * The draft checked as the API checks it (academy-api/reports/report-schedules.routes.ts): a
 * weekday 1–7 (weekly) or a day 1–28 (monthly), an hour 0–23, one to fifty recipients. Message
 * keys per field, or the input to send.
 */
export function parseScheduleDraft(draft: ScheduleDraft): {
  input: ReportScheduleInput | null;
  errors: Partial<Record<ScheduleField, string>> | null;
} {
  const errors: Partial<Record<ScheduleField, string>> = {};
  const weekday = whole(draft.weekday, 1, 7);
  const day = whole(draft.day, 1, 28);
  const hour = whole(draft.hour, 0, 23);
  if (draft.frequency === 'weekly' && weekday === null) errors.weekday = 'weekdayRequired';
  if (draft.frequency === 'monthly' && day === null) errors.day = 'dayRequired';
  if (hour === null) errors.hour = 'hourRequired';
  if (draft.recipientIds.length === 0) errors.recipientIds = 'recipientsRequired';
  else if (draft.recipientIds.length > MAX_SCHEDULE_RECIPIENTS) {
    errors.recipientIds = 'recipientsTooMany';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      kind: draft.kind,
      filters: draft.filters,
      frequency: draft.frequency,
      weekday: draft.frequency === 'weekly' ? weekday : null,
      day: draft.frequency === 'monthly' ? day : null,
      hour: hour as number,
      recipientIds: draft.recipientIds,
    },
    errors: null,
  };
}

/** The report filters a view holds (course, entity, status), as a schedule keeps them. */
export function scheduleFiltersOf(filters: Record<string, unknown>): ScheduleFilters {
  const pick = (name: string) => {
    const value = filters[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const course = pick('course');
  const entity = pick('entity');
  const status = pick('status');
  return {
    ...(course ? { course } : {}),
    ...(entity ? { entity } : {}),
    ...(status ? { status } : {}),
  };
}
