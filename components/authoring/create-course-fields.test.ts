import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import { createRefusal, newCourseOf } from './create-course-fields';

describe('newCourseOf', () => {
  it('sends the values, with no catalog picked as null', () => {
    expect(newCourseOf({ title: 'Basics', summary: 'Short.', catalogId: 'cat-1' })).toEqual({
      title: 'Basics',
      summary: 'Short.',
      catalogId: 'cat-1',
    });
    expect(newCourseOf({ title: 'Basics', summary: '', catalogId: null })).toEqual({
      title: 'Basics',
      summary: '',
      catalogId: null,
    });
  });
});

describe('createRefusal', () => {
  it('keeps what the API said: a 422 for the fields, any other status for the form', () => {
    const field = { detail: 'Too short.', source: { pointer: '/data/attributes/title' } };
    expect(createRefusal(new ApiError(422, [field]), 'Failed.')).toEqual({
      status: 422,
      errors: [field],
    });
    expect(createRefusal(new ApiError(403, [{ detail: 'Not yours.' }]), 'Failed.')).toEqual({
      status: 403,
      errors: [{ detail: 'Not yours.' }],
    });
  });

  it('says `failed` when the API said nothing a person should read', () => {
    expect(createRefusal(noResponseError(), 'Failed.')).toEqual({
      status: 500,
      errors: [{ detail: 'Failed.' }],
    });
    expect(
      createRefusal(new ApiError(500, [{ title: 'Internal Server Error' }]), 'Failed.'),
    ).toEqual({ status: 500, errors: [{ detail: 'Failed.' }] });
    expect(createRefusal(new TypeError('boom'), 'Failed.')).toEqual({
      status: 500,
      errors: [{ detail: 'Failed.' }],
    });
  });
});
