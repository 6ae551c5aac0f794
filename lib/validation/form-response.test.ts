import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import {
  fieldOfPointer,
  generalError,
  isSuccessStatus,
  refusalText,
  splitFieldErrors,
} from './form-response';

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

describe('refusalText (a refused write as one text for the user)', () => {
  it('gives a single detail as it is', () => {
    const conflict = new ApiError(409, [{ status: '409', title: 'Conflict', detail: 'Claimed.' }]);
    expect(refusalText(conflict, 'Failed')).toBe('Claimed.');
  });

  it('joins every detail with a line break, an error without one giving its title', () => {
    const error = new ApiError(422, [
      { detail: 'Too long.', source: { pointer: '/data/attributes/body_html' } },
      { title: 'Quota reached' },
      { detail: '  Pick a file.  ' },
    ]);
    expect(refusalText(error, 'Failed')).toBe('Too long.\nQuota reached\nPick a file.');
  });

  it('takes the title where the detail is empty, and skips errors without any text', () => {
    const error = new ApiError(500, [{ detail: '', title: 'Server error' }, { code: 'X' }]);
    expect(refusalText(error, 'Failed')).toBe('Server error');
  });

  it('gives the fallback without a text, without an answer, or for what is not the API’s', () => {
    expect(refusalText(new ApiError(500, [{ status: '500' }]), 'Failed')).toBe('Failed');
    expect(refusalText(new ApiError(500, []), 'Failed')).toBe('Failed');
    expect(refusalText(noResponseError(), 'Failed')).toBe('Failed');
    expect(refusalText(new Error('Boom'), 'Failed')).toBe('Failed');
    expect(refusalText(undefined, '')).toBe('');
  });
});
