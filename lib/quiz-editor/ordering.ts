/**
 * Move up / Move down of the quiz editor (its questions, and an ordering question's items):
 * each returns a new list, or the same one when the move is impossible (the first up, the last
 * down, an index outside the list), so the caller can tell "nothing moved" by identity.
 */
export function moveBy<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) {
    return list as T[];
  }
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The same move by id; the list is returned as it was when the id is not in it. */
export function moveIdBy<T extends { id: string }>(
  list: readonly T[],
  id: string,
  by: -1 | 1,
): T[] {
  return moveBy(
    list,
    list.findIndex((entry) => entry.id === id),
    by,
  );
}

/** Without the entry at `index`; the same list when there is none. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return list as T[];
  return [...list.slice(0, index), ...list.slice(index + 1)];
}
