import { describe, expect, it } from 'vitest';
import { isTypingTarget, moveOfKey, neighbours } from './ticket-navigation';

const key = (value: string, target: EventTarget | null = document.body, extra = {}) => ({
  key: value,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target,
  ...extra,
});

describe('J/K between tickets (SCREENS "Coaching")', () => {
  it('finds the neighbours in the queue’s order', () => {
    expect(neighbours(['a', 'b', 'c'], 'b')).toEqual({ previous: 'a', next: 'c' });
    expect(neighbours(['a', 'b', 'c'], 'a')).toEqual({ previous: null, next: 'b' });
    expect(neighbours(['a', 'b', 'c'], 'c')).toEqual({ previous: 'b', next: null });
    // Nothing open yet (or it left the page): J opens the first.
    expect(neighbours(['a', 'b'], null)).toEqual({ previous: null, next: 'a' });
    expect(neighbours([], 'x')).toEqual({ previous: null, next: null });
  });

  it('J is next, K previous, in either case; other keys and modifiers are no move', () => {
    expect(moveOfKey(key('j'))).toBe('next');
    expect(moveOfKey(key('K'))).toBe('previous');
    expect(moveOfKey(key('x'))).toBeNull();
    expect(moveOfKey(key('j', document.body, { ctrlKey: true }))).toBeNull();
    expect(moveOfKey(key('j', document.body, { defaultPrevented: true }))).toBeNull();
  });

  it('never moves while the coach types: inputs, text areas, the editor, or a dialog', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'radio' });
    const area = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editor.append(inside);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    for (const target of [input, area, inside, button])
      expect(moveOfKey(key('j', target))).toBeNull();
    expect(moveOfKey(key('j', checkbox))).toBe('next');
  });
});
