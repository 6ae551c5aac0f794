import { describe, expect, it } from 'vitest';
import { outlineExpanded } from './outline-disclosure';

describe('the course outline’s disclosure', () => {
  it('is shown on wide screens until the reader hides it, on every lesson after', () => {
    expect(outlineExpanded(null, false, 'a')).toBe(true);
    expect(outlineExpanded({ open: false, at: 'a' }, false, 'a')).toBe(false);
    expect(outlineExpanded({ open: false, at: 'a' }, false, 'b')).toBe(false);
    expect(outlineExpanded({ open: true, at: 'a' }, false, 'b')).toBe(true);
  });

  it('starts collapsed on a phone (≤ 640 px) on every lesson', () => {
    expect(outlineExpanded(null, true, 'a')).toBe(false);
    expect(outlineExpanded({ open: true, at: 'a' }, true, 'a')).toBe(true);
    // Opened to choose a lesson: the chosen lesson arrives with the outline collapsed.
    expect(outlineExpanded({ open: true, at: 'a' }, true, 'b')).toBe(false);
  });
});
