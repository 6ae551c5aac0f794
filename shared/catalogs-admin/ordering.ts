/**
 * Ordering of a catalog's categories and courses (SCREENS "Authoring": drag and drop with a
 * keyboard alternative). Pure, shared by the screen and the API's order check.
 */

/** `list` with the entry at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveTo<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Move up (-1) or down (+1); the same list at either end. */
export function moveBy<T>(list: readonly T[], index: number, delta: -1 | 1): readonly T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return list;
  return moveTo(list, index, target);
}

/** True when `given` names exactly the ids of `known`, each once (an order may not add or drop). */
export function sameIds(given: readonly string[], known: readonly string[]): boolean {
  if (given.length !== known.length) return false;
  const wanted = new Set(known);
  const seen = new Set<string>();
  for (const id of given) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

export type TreeCategory = { id: string; parentId: string | null; position: number; name: string };
export type CategoryNode<C extends TreeCategory> = C & { children: C[] };

const byPosition = (a: TreeCategory, b: TreeCategory) =>
  a.position - b.position || a.name.localeCompare(b.name);

/**
 * The two levels of a catalog's categories: top-level ones in order, each with its children in
 * order. A child whose parent is missing is shown at the top level rather than lost.
 */
export function categoryTree<C extends TreeCategory>(categories: readonly C[]): CategoryNode<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const top = categories
    .filter((category) => category.parentId === null || !ids.has(category.parentId))
    .sort(byPosition);
  return top.map((parent) => ({
    ...parent,
    children: categories.filter((child) => child.parentId === parent.id).sort(byPosition),
  }));
}

/**
 * Category ids depth-first (each parent followed by its children). Stored positions follow this
 * order, so the student catalog, which sorts courses by their category's position, lists a
 * parent's subcategories right after it.
 */
export function depthFirst(tree: readonly { id: string; children: readonly { id: string }[] }[]) {
  return tree.flatMap((parent) => [parent.id, ...parent.children.map((child) => child.id)]);
}
