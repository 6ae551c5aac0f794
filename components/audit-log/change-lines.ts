/**
 * The log's Change column (issue 42, item 5): each field of an entry's before and after as one
 * short line, `key: old → new`, and the whole states for the entry's disclosure. Pure.
 */

/** One field of a change; a side is missing where the record had no such field (made, removed). */
export interface ChangeLine {
  key: string;
  before?: string;
  after?: string;
}

type State = Record<string, unknown> | null;

/** Characters a value shows in a line before it is cut (the disclosure shows it whole). */
export const VALUE_MAX = 60;

/** Lines a change shows in the table; the rest are counted and left to the disclosure. */
export const LINES_SHOWN = 4;

/** A value as one short line: compact JSON (`"HR sync"`, `["a","b"]`), cut with an ellipsis. */
export function shortValue(value: unknown, max = VALUE_MAX): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Every field of `before` and `after` (before's order first), each with its side(s). */
export function changeLines(before: State, after: State): ChangeLine[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].map((key) => {
    const line: ChangeLine = { key };
    if (before && Object.hasOwn(before, key)) line.before = shortValue(before[key]);
    if (after && Object.hasOwn(after, key)) line.after = shortValue(after[key]);
    return line;
  });
}

/** The lines a table cell shows, and how many more the entry holds. */
export function compactChange(
  before: State,
  after: State,
  shown = LINES_SHOWN,
): { lines: ChangeLine[]; more: number } {
  const lines = changeLines(before, after);
  return { lines: lines.slice(0, shown), more: Math.max(0, lines.length - shown) };
}

/** A whole state as the disclosure shows it: indented JSON, or null for none. */
export function wholeState(state: State): string | null {
  return state ? JSON.stringify(state, null, 2) : null;
}
