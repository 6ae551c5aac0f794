import { describe, expect, it } from 'vitest';
import { describedBy } from './field-aria';

describe('describedBy', () => {
  it('is empty for a control with neither hint nor error', () => {
    expect(describedBy(undefined, undefined)).toEqual({});
  });

  it('points at the hint alone while the field is fine', () => {
    expect(describedBy('q-labels-hint', undefined)).toEqual({
      'aria-describedby': 'q-labels-hint',
    });
  });

  it('marks the control invalid and names the hint before the error', () => {
    expect(describedBy('q-labels-hint', 'q-labels-error')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'q-labels-hint q-labels-error',
    });
    expect(describedBy(undefined, 'q-points-error')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'q-points-error',
    });
  });
});
