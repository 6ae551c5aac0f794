import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSIGNMENT_SETTINGS } from '@/shared/coaching/types';
import {
  assignmentChanges,
  assignmentFieldOf,
  assignmentFormOf,
  localDateTime,
  newCriterion,
  settingsOfForm,
} from './assignment-form';

describe('the assignment editor form', () => {
  it('round-trips the settings, the due date through local time', () => {
    const settings = {
      ...DEFAULT_ASSIGNMENT_SETTINGS,
      dueAt: new Date(2030, 4, 1, 9, 30).toISOString(),
      rubric: [{ id: 'c1', title: 'Goal', description: '', maxPoints: 4 }],
    };
    const form = assignmentFormOf(settings);
    expect(form.dueAt).toBe('2030-05-01T09:30');
    expect(settingsOfForm(form).settings).toEqual(settings);
    expect(localDateTime(null)).toBe('');
  });

  it('names what is out of range and sends nothing then (ASSIGNMENT_LIMITS)', () => {
    const form = {
      ...assignmentFormOf(DEFAULT_ASSIGNMENT_SETTINGS),
      maxPoints: '0',
      passPercent: '101',
      rubric: [{ id: 'c1', title: '', description: '', maxPoints: '5' }],
    };
    expect(settingsOfForm(form)).toEqual({
      errors: { maxPoints: 'maxPoints', passPercent: 'passPercent', rubric: 'rubric' },
    });
    expect(
      settingsOfForm({ ...form, maxPoints: '1000', passPercent: '0', rubric: [] }).errors,
    ).toBeUndefined();
    expect(settingsOfForm({ ...form, maxPoints: '1001' }).errors?.maxPoints).toBe('maxPoints');
  });

  it('sends only what changed', () => {
    const saved = DEFAULT_ASSIGNMENT_SETTINGS;
    expect(assignmentChanges({ ...saved, scheme: 'points', maxPoints: 20 }, saved)).toEqual({
      scheme: 'points',
      maxPoints: 20,
    });
    expect(assignmentChanges(saved, { ...saved })).toEqual({});
  });

  it('puts a 422 on its field', () => {
    expect(assignmentFieldOf({ source: { pointer: '/data/attributes/settings/max_points' } })).toBe(
      'maxPoints',
    );
    expect(
      assignmentFieldOf({ source: { pointer: '/data/attributes/settings/rubric/0/title' } }),
    ).toBe('rubric');
    expect(assignmentFieldOf({})).toBeNull();
  });

  it('gives a new criterion an id of its own', () => {
    expect(newCriterion([]).id).toBe('c1');
    expect(newCriterion([{ id: 'c2' }]).id).toBe('c3');
    expect(newCriterion([{ id: 'c1' }, { id: 'c3' }]).id).toBe('c4');
  });
});
