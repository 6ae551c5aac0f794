/**
 * Where focus goes once an item leaves a list: the item that takes its place (the next one),
 * else the one before it; null when the list is left empty (the caller focuses its heading).
 */
export function focusAfterRemoval(ids: readonly string[], removed: string): string | null {
  const index = ids.indexOf(removed);
  if (index === -1) return null;
  return ids[index + 1] ?? ids[index - 1] ?? null;
}
