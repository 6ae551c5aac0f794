import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { notFoundError } from './app-errors';
import { describeError } from './describe-error';
import { defaultFallbackError, noResponseError } from './fallbacks';
import { BLOCK_ACTIONS, DEFAULT_TEMPLATES } from './templates';

const apiError = (status: number, detail?: string) =>
  new ApiError(status, [{ status: String(status), title: 'T', ...(detail ? { detail } : {}) }]);

describe('describeError (spec §8)', () => {
  it('an API error: toast with the first error detail, silent when mapped', () => {
    expect(describeError(apiError(403, 'Not yours'))).toEqual({
      kind: 'forbidden',
      status: 403,
      titleKey: 'exceptions.api_error.forbidden.title',
      descriptionKey: 'exceptions.api_error.forbidden.description',
      detail: 'Not yours',
      template: 'toast',
      severity: 'info',
      report: false,
    });
  });
  it('an unmapped status is other, critical and reported', () => {
    expect(describeError(apiError(500))).toMatchObject({
      kind: 'other',
      detail: null,
      severity: 'critical',
      report: true,
    });
  });
  it('402 shows the payment-required page (a block)', () => {
    expect(describeError(apiError(402)).template).toBe('block');
  });
  it('no response (408) is unavailable, a silent toast', () => {
    expect(describeError(noResponseError())).toMatchObject({
      kind: 'unavailable',
      template: 'toast',
      report: false,
    });
  });
  it('the 501 fallback is a reported modal', () => {
    expect(describeError(defaultFallbackError())).toMatchObject({
      kind: 'other',
      status: 501,
      template: 'modal',
      report: true,
    });
  });
  it('an app error keeps its own keys and template', () => {
    expect(describeError(notFoundError('account'))).toMatchObject({
      titleKey: 'exceptions.not_found.account.title',
      template: 'toast',
      report: false,
    });
  });
  it('anything else is a render error: a reported block with go back and go home', () => {
    expect(describeError(new TypeError('x'))).toMatchObject({
      template: 'block',
      report: true,
      titleKey: 'exceptions.api_error.other.title',
    });
    expect(BLOCK_ACTIONS.map((item) => item.action)).toEqual(['go_back', 'go_home']);
  });
});

describe('default templates (spec §8: block, toast, modal, panel)', () => {
  it('uses each of the four templates', () => {
    expect(new Set(Object.values(DEFAULT_TEMPLATES))).toEqual(
      new Set(['block', 'toast', 'modal', 'panel']),
    );
  });
  it.each([
    ['render', 'block'],
    ['not_found', 'toast'],
    ['not_enrolled', 'toast'],
    ['already_upvoted', 'toast'],
    ['session_loss', 'toast'],
    ['upvote_failed', 'panel'],
  ] as const)('%s → %s', (name, template) => {
    expect(DEFAULT_TEMPLATES[name]).toBe(template);
  });
});
