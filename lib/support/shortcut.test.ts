import { describe, expect, it } from 'vitest';
import { isApplePlatform, isPaletteShortcut, paletteShortcut } from './shortcut';

const key = (overrides: Partial<Parameters<typeof isPaletteShortcut>[0]>) => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('Ctrl+K / Cmd+K (spec §6)', () => {
  it('Ctrl+K elsewhere, Cmd+K on Apple systems', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });

  it('not with other modifiers, nor other keys, nor a bare K', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'j', code: 'KeyJ' }), false)).toBe(false);
    expect(isPaletteShortcut(key({}), false)).toBe(false);
  });

  it('caps lock, and layouts without Latin letters (by key position)', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'K' }), false)).toBe(true);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'л' }), false)).toBe(true);
    // A Latin layout with another letter on that position (Dvorak's t) is that letter.
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 't' }), false)).toBe(false);
  });

  it('platform and labels', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('macOS')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
    expect(paletteShortcut(true)).toEqual({ aria: 'Meta+K', label: '⌘K' });
    expect(paletteShortcut(false)).toEqual({ aria: 'Control+K', label: 'Ctrl+K' });
  });
});
