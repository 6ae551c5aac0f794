import { describe, expect, it } from 'vitest';
import { moveBy, moveIdBy, removeAt } from './ordering';

describe('moving up and down', () => {
  const list = ['a', 'b', 'c'];

  it('moves one place', () => {
    expect(moveBy(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('returns the same list when nothing can move', () => {
    expect(moveBy(list, 0, -1)).toBe(list);
    expect(moveBy(list, 2, 1)).toBe(list);
    expect(moveBy(list, 5, -1)).toBe(list);
    expect(moveBy(list, -1, 1)).toBe(list);
  });

  it('moves by id', () => {
    const rows = [{ id: 'x' }, { id: 'y' }];
    expect(moveIdBy(rows, 'y', -1)).toEqual([{ id: 'y' }, { id: 'x' }]);
    expect(moveIdBy(rows, 'z', -1)).toBe(rows);
  });

  it('removes one', () => {
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(removeAt(list, 3)).toBe(list);
  });
});
