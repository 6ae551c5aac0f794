import { describe, expect, it } from 'vitest';
import { SESSION_LOSS_TOAST, TOAST_DEFAULTS, toToast } from './toast';

describe('toast (spec §4/§9)', () => {
  it('defaults: scheme primary, 5000 ms, removed 200 ms after the fade', () => {
    expect(TOAST_DEFAULTS).toEqual({ scheme: 'primary', durationMs: 5000, fadeMs: 200 });
    expect(toToast({ message: 'x' })).toEqual({
      message: 'x',
      scheme: 'primary',
      durationMs: 5000,
      fadeAt: 5000,
      removeAt: 5200,
    });
  });
  it('keeps a given scheme and duration', () => {
    expect(toToast({ message: 'x', scheme: 'error', durationMs: 8000 })).toMatchObject({
      scheme: 'error',
      fadeAt: 8000,
      removeAt: 8200,
    });
  });
  it('session loss is a logout.timeout warning (spec §8)', () => {
    expect(toToast(SESSION_LOSS_TOAST)).toMatchObject({
      message: 'logout.timeout',
      scheme: 'warning',
    });
  });
});
