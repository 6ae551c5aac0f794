import { describe, expect, it } from 'vitest';
import { DROPDOWN_MAX_HEIGHT_PX, dropdownHeight, opensUpward } from './dropdown';

describe('dropdown opens upward (spec §9: space below < min(320, 40 × (items + 1)) px)', () => {
  it('needs 40 px per item plus one, at most 320 px', () => {
    expect(dropdownHeight(2)).toBe(120);
    expect(dropdownHeight(7)).toBe(320);
    expect(dropdownHeight(20)).toBe(DROPDOWN_MAX_HEIGHT_PX);
  });
  it.each([
    [119, 2, true],
    [120, 2, false],
    [319, 50, true],
    [320, 50, false],
  ])('%i px below, %i items → upward %s', (space, items, upward) => {
    expect(opensUpward(space, items)).toBe(upward);
  });
});
