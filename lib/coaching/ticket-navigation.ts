/**
 * J/K between review tickets (SCREENS "Coaching": J/K move to the next/previous ticket without a
 * page load). Pure: which ticket is next, and whether a key press means a move.
 */

export type Move = 'next' | 'previous';

/** The tickets before and after `current` in the queue's order (null at either end). */
export function neighbours(
  ids: readonly string[],
  current: string | null,
): { previous: string | null; next: string | null } {
  const index = current === null ? -1 : ids.indexOf(current);
  if (index === -1) return { previous: null, next: ids[0] ?? null };
  return { previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Where typing goes: text fields, selects, the rich text editor (contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as Element;
  if (element.closest('[contenteditable="true"], [contenteditable=""]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file'].includes(type);
}

/** J: next, K: previous — plain keys only, never while typing or inside a dialog. */
export function moveOfKey(event: KeyLike): Move | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  const target = event.target as Element | null;
  if (target && typeof target.closest === 'function' && target.closest('[role="dialog"]')) {
    return null;
  }
  if (event.key === 'j' || event.key === 'J') return 'next';
  if (event.key === 'k' || event.key === 'K') return 'previous';
  return null;
}
