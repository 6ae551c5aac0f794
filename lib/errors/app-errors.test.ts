import { describe, expect, it } from 'vitest';
import { KeyedError, notEnrolledError, notFoundError } from './app-errors';
import { DEFAULT_FALLBACK, defaultFallbackError, NO_RESPONSE, noResponseError } from './fallbacks';

describe('not found and not enrolled (spec §8)', () => {
  it('not found uses exceptions.not_found.{item} and a toast', () => {
    const error = notFoundError('course');
    expect(error).toBeInstanceOf(KeyedError);
    expect(error).toMatchObject({
      titleKey: 'exceptions.not_found.course.title',
      descriptionKey: 'exceptions.not_found.course.description',
      template: 'toast',
    });
  });
  it('not enrolled uses exceptions.not_enrolled, a toast by default', () => {
    expect(notEnrolledError()).toMatchObject({
      titleKey: 'exceptions.not_enrolled.title',
      descriptionKey: 'exceptions.not_enrolled.description',
      template: 'toast',
    });
    expect(notEnrolledError('block').template).toBe('block');
  });
});

describe('fallbacks (spec §8)', () => {
  it('no response: status 408, "No response received"', () => {
    expect(NO_RESPONSE).toEqual({ status: 408, title: 'No response received' });
    const error = noResponseError();
    expect(error.status).toBe(408);
    expect(error.errors[0]?.title).toBe('No response received');
  });
  it('default: 501, NOT_IMPLEMENTED, "Action response not expected"', () => {
    const error = defaultFallbackError();
    expect(error.status).toBe(501);
    expect(error.code).toBe('NOT_IMPLEMENTED');
    expect(error.errors[0]).toEqual({
      status: '501',
      code: 'NOT_IMPLEMENTED',
      title: 'Action response not expected',
      detail: 'We failed to handle your request. Apologies for the inconvenience.',
    });
    expect(error.message).toBe(DEFAULT_FALLBACK.detail);
  });
});
