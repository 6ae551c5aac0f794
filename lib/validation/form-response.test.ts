import { describe, expect, it } from 'vitest';
import { fieldOfPointer, generalError, isSuccessStatus, splitFieldErrors } from './form-response';

describe('submit responses (spec §4 and §8)', () => {
  it('success is a status of 299 or less', () => {
    expect([200, 201, 204, 299].map(isSuccessStatus)).toEqual([true, true, true, true]);
    expect([300, 401, 422, 500].map(isSuccessStatus)).toEqual([false, false, false, false]);
  });

  it('maps /data/attributes/<field> onto a field, snake_case to camelCase', () => {
    const fields = ['email', 'fullName'];
    expect(fieldOfPointer('/data/attributes/email', fields)).toBe('email');
    expect(fieldOfPointer('/data/attributes/full_name', fields)).toBe('fullName');
    expect(fieldOfPointer('/data/attributes/phone', fields)).toBeNull();
    expect(fieldOfPointer('/data', fields)).toBeNull();
    expect(fieldOfPointer(undefined, fields)).toBeNull();
  });

  it('splits a 422 into field messages and unclaimed errors', () => {
    const taken = { detail: 'Already taken', source: { pointer: '/data/attributes/email' } };
    const other = { title: 'Quota reached' };
    expect(splitFieldErrors([taken, other], ['email'])).toEqual({
      byField: { email: [{ text: 'Already taken' }] },
      unclaimed: [other],
    });
  });

  it('joins several texts with a line break, else "Something went wrong submitting the form"', () => {
    expect(generalError([{ detail: 'First' }, { title: 'Second' }])).toEqual({
      text: 'First\nSecond',
    });
    expect(generalError([])).toEqual({ key: 'forms.general_error', values: {} });
    expect(generalError([{ code: 'X' }])).toEqual({ key: 'forms.general_error', values: {} });
  });
});
