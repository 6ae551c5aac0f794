/** The parts of a KeyboardEvent the shortcut looks at. */
export interface ShortcutKey {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** macOS (and iOS with a keyboard) use Cmd where other systems use Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Spec §6: Ctrl+K (Cmd+K on macOS) opens the support palette. Only that modifier: Ctrl+K on a
 * Mac deletes to the end of the line in text fields. The letter is read from `key`, or from the
 * key's position when the layout types no Latin letter there (Cyrillic, Greek…).
 */
export function isPaletteShortcut(event: ShortcutKey, apple: boolean): boolean {
  if (event.altKey || event.shiftKey) return false;
  const isK = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() === 'k' : event.code === 'KeyK';
  if (!isK) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/** The shortcut as aria-keyshortcuts names it, and as the button shows it. */
export function paletteShortcut(apple: boolean): { aria: string; label: string } {
  return apple ? { aria: 'Meta+K', label: '⌘K' } : { aria: 'Control+K', label: 'Ctrl+K' };
}
