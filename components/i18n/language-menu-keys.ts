import type { KeyboardEvent } from 'react';

/** The language items of an open menu, in order. */
export const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

/** Which end of the menu a key on its button opens on (↓, Enter, Space: first; ↑: last). */
export function triggerKeyOpening(key: string): 'first' | 'last' | null {
  if (['Enter', ' ', 'ArrowDown'].includes(key)) return 'first';
  return key === 'ArrowUp' ? 'last' : null;
}

/** The next item, after the focused one and round, whose name starts with the letter typed. */
function typeahead(all: HTMLElement[], index: number, key: string) {
  const letter = key.toLocaleLowerCase();
  const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
  return order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter));
}

/**
 * A key in the open menu (WAI-ARIA menu pattern): arrows, Home and End move focus, a letter
 * jumps, Escape closes back to the button, Tab closes and lets focus move on.
 */
export function onMenuKey(
  event: KeyboardEvent<HTMLElement>,
  menu: HTMLElement | null,
  close: (returnFocus: boolean) => void,
) {
  const all = menuItems(menu);
  const index = all.indexOf(document.activeElement as HTMLElement);
  const focusAt = (next: number) => all[Math.max(0, Math.min(all.length - 1, next))]?.focus();
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      focusAt(index < 0 ? 0 : index + 1);
      return;
    case 'ArrowUp':
      event.preventDefault();
      focusAt(index < 0 ? all.length - 1 : index - 1);
      return;
    case 'Home':
      event.preventDefault();
      focusAt(0);
      return;
    case 'End':
      event.preventDefault();
      focusAt(all.length - 1);
      return;
    case 'Escape':
      event.preventDefault();
      close(true);
      return;
    case 'Tab':
      close(false);
      return;
    default:
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      typeahead(all, index, event.key)?.focus();
  }
}
