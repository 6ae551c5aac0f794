import { stringMatchesSomePattern } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { IGNORED_ERRORS, isIgnoredError } from './ignored-errors';

// Spec §1: monitoring "ignores resize-observer errors, a user-agent-change error".
const IGNORED = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications.',
  'Error: ResizeObserver loop completed with undelivered notifications.',
  'TypeError: Cannot set property userAgent of #<Navigator> which has only a getter',
  "TypeError: Cannot assign to read only property 'userAgent' of object '#<Navigator>'",
  'TypeError: setting getter-only property "userAgent"',
];

const REPORTED = [
  'Non-Error promise rejection captured with value: undefined',
  'ResizeObserver is not defined',
  "TypeError: Cannot read properties of undefined (reading 'userAgent')",
  'TypeError: navigator.userAgent is undefined',
  'TypeError: Attempted to assign to readonly property.',
  'Error: Request failed with status code 500',
];

describe('ignored errors', () => {
  it.each(IGNORED)('ignores "%s"', (message) => {
    expect(isIgnoredError(message)).toBe(true);
  });

  it.each(REPORTED)('still reports "%s"', (message) => {
    expect(isIgnoredError(message)).toBe(false);
  });

  it("matches the same way Sentry's ignoreErrors does", () => {
    for (const message of [...IGNORED, ...REPORTED]) {
      expect(stringMatchesSomePattern(message, [...IGNORED_ERRORS])).toBe(isIgnoredError(message));
    }
  });
});
