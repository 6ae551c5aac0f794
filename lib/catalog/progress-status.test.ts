import { describe, expect, it } from 'vitest';
import { progressStatus } from './progress-status';

describe('progressStatus (one derivation of where a learner stands)', () => {
  it.each([
    ['not enrolled', { enrolled: false, done: 0, total: 5, completed: false }, 'notEnrolled'],
    [
      'enrolled, nothing done',
      { enrolled: true, done: 0, total: 5, completed: false },
      'notStarted',
    ],
    ['two of five done', { enrolled: true, done: 2, total: 5, completed: false }, 'inProgress'],
    ['every item done', { enrolled: true, done: 5, total: 5, completed: false }, 'completed'],
    [
      'completed, items added since',
      { enrolled: true, done: 3, total: 5, completed: true },
      'completed',
    ],
    [
      'an empty course, enrolled',
      { enrolled: true, done: 0, total: 0, completed: false },
      'notStarted',
    ],
  ] as const)('%s → %s', (_name, input, expected) => {
    expect(progressStatus(input)).toBe(expected);
  });
});
