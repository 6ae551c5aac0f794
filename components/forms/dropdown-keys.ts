/** What a key press does to a select-only combobox (WAI-ARIA APG), given where it stands. */
export type DropdownKeyAction =
  | { type: 'open'; index: number }
  | { type: 'move'; index: number }
  /** Chooses the option and closes the list. */
  | { type: 'choose'; index: number }
  | { type: 'close' };

export interface DropdownPosition {
  open: boolean;
  /** The option visually focused while open. */
  active: number;
  /** The chosen option, or -1. */
  selected: number;
  count: number;
}

const PAGE = 10;

/** The APG select-only combobox keyboard model; null for keys it leaves alone. */
export function dropdownKeyAction(
  key: string,
  { open, active, selected, count }: DropdownPosition,
  altKey = false,
): DropdownKeyAction | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);
  if (!open) {
    const from = selected >= 0 ? selected : 0;
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return { type: 'open', index: from };
    if (key === 'Home') return { type: 'open', index: 0 };
    if (key === 'End') return { type: 'open', index: last };
    return null;
  }
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: clamp(active + 1) };
    case 'ArrowUp':
      return altKey
        ? { type: 'choose', index: active }
        : { type: 'move', index: clamp(active - 1) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: last };
    case 'PageUp':
      return { type: 'move', index: clamp(active - PAGE) };
    case 'PageDown':
      return { type: 'move', index: clamp(active + PAGE) };
    case 'Enter':
    case ' ':
    case 'Tab':
      return { type: 'choose', index: active };
    case 'Escape':
      return { type: 'close' };
    default:
      return null;
  }
}

/**
 * Type-ahead: the next option whose label starts with the typed text. Typing one letter again
 * and again cycles through the options starting with it, as native selects do.
 */
export function typeaheadIndex(labels: readonly string[], typed: string, from: number): number {
  const text = typed.toLocaleLowerCase();
  const repeated = text.length > 1 && [...text].every((char) => char === text[0]);
  const search = repeated ? text.slice(0, 1) : text;
  const start = repeated || text.length === 1 ? from + 1 : from;
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(search)) return index;
  }
  return -1;
}
