import { describe, expect, it } from 'vitest';
import { monitoringEnvironment, tracesSampleRate } from './environment';

describe('traces sample rate', () => {
  // Spec §1: "Error and performance monitoring reports 1% of traces in production, none in
  // development, review or staging."
  it.each([
    ['production', 0.01],
    ['development', 0],
    ['review', 0],
    ['staging', 0],
  ] as const)('%s → %d', (appEnv, rate) => {
    expect(tracesSampleRate(appEnv)).toBe(rate);
  });

  it('an unset APP_ENV is reported as development, so no traces', () => {
    expect(monitoringEnvironment(undefined)).toBe('development');
    expect(tracesSampleRate(undefined)).toBe(0);
  });
});
