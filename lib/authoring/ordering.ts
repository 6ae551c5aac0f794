/**
 * Ordering of a course outline (SCREENS "Authoring": drag and drop with a keyboard
 * alternative). Pure functions over `{ id, items: [{ id }] }` modules: each returns a new
 * outline, or the same one when the move is impossible (first row up, unknown id), so the
 * caller can tell "nothing moved" by identity.
 */

export type OrderedModule<I extends { id: string } = { id: string }> = {
  id: string;
  items: I[];
};

/** Where an item is: its module's index and its own index in that module. */
export function locateItem<I extends { id: string }>(
  modules: OrderedModule<I>[],
  itemId: string,
): { module: number; index: number } | null {
  for (let m = 0; m < modules.length; m++) {
    const index = modules[m]?.items.findIndex((item) => item.id === itemId) ?? -1;
    if (index >= 0) return { module: m, index };
  }
  return null;
}

/** Moves a module to `to` (clamped to the outline). */
export function moveModule<M extends { id: string }>(
  modules: M[],
  moduleId: string,
  to: number,
): M[] {
  const from = modules.findIndex((module) => module.id === moduleId);
  if (from < 0) return modules;
  const target = Math.max(0, Math.min(modules.length - 1, to));
  if (target === from) return modules;
  const next = [...modules];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** A module one place up (-1) or down (+1). */
export const shiftModule = <M extends { id: string }>(modules: M[], moduleId: string, by: -1 | 1) =>
  moveModule(modules, moduleId, modules.findIndex((module) => module.id === moduleId) + by);

/**
 * Moves an item to module `toModule` at `toIndex` (clamped to that module's items after the
 * item has left its old place), across modules too.
 */
export function moveItem<I extends { id: string }, M extends OrderedModule<I>>(
  modules: M[],
  itemId: string,
  toModule: number,
  toIndex: number,
): M[] {
  const at = locateItem(modules, itemId);
  const destination = modules[toModule];
  if (!at || !destination) return modules;
  const item = modules[at.module]?.items[at.index];
  if (!item) return modules;
  const without = modules.map((module, m) =>
    m === at.module ? { ...module, items: module.items.filter((i) => i.id !== itemId) } : module,
  );
  const targetItems = without[toModule]?.items ?? [];
  const index = Math.max(0, Math.min(targetItems.length, toIndex));
  if (toModule === at.module && index === at.index) return modules;
  return without.map((module, m) =>
    m === toModule
      ? { ...module, items: [...targetItems.slice(0, index), item, ...targetItems.slice(index)] }
      : module,
  );
}

/**
 * An item one place up (-1) or down (+1). At the edge of its module it crosses into the
 * neighbouring module (the end of the previous one, the start of the next), so the keyboard
 * reaches every place a drag can; at the edge of the outline nothing moves.
 */
export function shiftItem<I extends { id: string }, M extends OrderedModule<I>>(
  modules: M[],
  itemId: string,
  by: -1 | 1,
): M[] {
  const at = locateItem(modules, itemId);
  if (!at) return modules;
  const size = modules[at.module]?.items.length ?? 0;
  const index = at.index + by;
  if (index >= 0 && index < size) return moveItem(modules, itemId, at.module, index);
  const neighbour = at.module + by;
  if (neighbour < 0 || neighbour >= modules.length) return modules;
  const end = by < 0 ? (modules[neighbour]?.items.length ?? 0) : 0;
  return moveItem(modules, itemId, neighbour, end);
}

/** The `PUT …/outline` body: modules in order, each with its item ids in order. */
export function outlineOrder(modules: OrderedModule[]): { id: string; item_ids: string[] }[] {
  return modules.map((module) => ({ id: module.id, item_ids: module.items.map((i) => i.id) }));
}
