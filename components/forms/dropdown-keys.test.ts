import { describe, expect, it } from 'vitest';
import { dropdownKeyAction, typeaheadIndex } from './dropdown-keys';

const closed = { open: false, active: 0, selected: 2, count: 5 };
const open = { open: true, active: 2, selected: 2, count: 5 };

describe('dropdownKeyAction (WAI-ARIA select-only combobox)', () => {
  it('opens on the selected option, or at either end with Home and End', () => {
    expect(dropdownKeyAction('ArrowDown', closed)).toEqual({ type: 'open', index: 2 });
    expect(dropdownKeyAction(' ', { ...closed, selected: -1 })).toEqual({ type: 'open', index: 0 });
    expect(dropdownKeyAction('End', closed)).toEqual({ type: 'open', index: 4 });
    expect(dropdownKeyAction('Escape', closed)).toBeNull();
  });

  it('moves without wrapping, chooses with Enter, Space, Tab or Alt+Up, closes with Escape', () => {
    expect(dropdownKeyAction('ArrowDown', { ...open, active: 4 })).toEqual({
      type: 'move',
      index: 4,
    });
    expect(dropdownKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({
      type: 'move',
      index: 0,
    });
    expect(dropdownKeyAction('PageDown', open)).toEqual({ type: 'move', index: 4 });
    expect(dropdownKeyAction('Tab', open)).toEqual({ type: 'choose', index: 2 });
    expect(dropdownKeyAction('ArrowUp', open, true)).toEqual({ type: 'choose', index: 2 });
    expect(dropdownKeyAction('Escape', open)).toEqual({ type: 'close' });
  });
});

describe('typeaheadIndex', () => {
  const labels = ['Berlin', 'Bucharest', 'Brussels', 'Cluj'];
  it('finds the next label with the typed start, cycling on a repeated letter', () => {
    expect(typeaheadIndex(labels, 'b', 0)).toBe(1);
    expect(typeaheadIndex(labels, 'bb', 1)).toBe(2);
    expect(typeaheadIndex(labels, 'bbb', 2)).toBe(0);
    expect(typeaheadIndex(labels, 'br', 0)).toBe(2);
    expect(typeaheadIndex(labels, 'x', 0)).toBe(-1);
  });
});
