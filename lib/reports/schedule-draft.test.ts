import { describe, expect, it } from 'vitest';
import { newScheduleDraft, parseScheduleDraft, scheduleFiltersOf } from './schedule-draft';

const RECIPIENT = '00000000-0000-4000-8000-000000000001';

describe('parseScheduleDraft', () => {
  it('a weekly schedule sends its weekday, a monthly one its day', () => {
    const draft = { ...newScheduleDraft('progress', {}), recipientIds: [RECIPIENT] };
    expect(parseScheduleDraft(draft).input).toEqual({
      kind: 'progress',
      filters: {},
      frequency: 'weekly',
      weekday: 1,
      day: null,
      hour: 8,
      recipientIds: [RECIPIENT],
    });
    expect(
      parseScheduleDraft({ ...draft, frequency: 'monthly', day: '28', hour: '0' }).input,
    ).toMatchObject({ weekday: null, day: 28, hour: 0 });
  });

  it('names each field that is wrong', () => {
    const draft = newScheduleDraft('completions', {});
    expect(parseScheduleDraft({ ...draft, weekday: '8', hour: '24' }).errors).toEqual({
      weekday: 'weekdayRequired',
      hour: 'hourRequired',
      recipientIds: 'recipientsRequired',
    });
    expect(
      parseScheduleDraft({ ...draft, frequency: 'monthly', day: '29', recipientIds: [RECIPIENT] })
        .errors,
    ).toEqual({ day: 'dayRequired' });
  });
});

describe('scheduleFiltersOf', () => {
  it('keeps course, entity and status, not the period', () => {
    expect(
      scheduleFiltersOf({ course: 'c', entity: '', status: 'passed', from: '2026-01-01' }),
    ).toEqual({ course: 'c', status: 'passed' });
  });
});
