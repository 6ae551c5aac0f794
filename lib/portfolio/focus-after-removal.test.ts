import { describe, expect, it } from 'vitest';
import { focusAfterRemoval } from './focus-after-removal';

describe('focusAfterRemoval', () => {
  const ids = ['a', 'b', 'c'];

  it('moves to the next item, or the previous one at the end', () => {
    expect(focusAfterRemoval(ids, 'a')).toBe('b');
    expect(focusAfterRemoval(ids, 'b')).toBe('c');
    expect(focusAfterRemoval(ids, 'c')).toBe('b');
  });

  it('is null when nothing is left, or the item was not in the list', () => {
    expect(focusAfterRemoval(['a'], 'a')).toBeNull();
    expect(focusAfterRemoval(ids, 'z')).toBeNull();
    expect(focusAfterRemoval([], 'a')).toBeNull();
  });
});
