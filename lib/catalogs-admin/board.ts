import type {
  AdminCatalog,
  AdminCategory,
  AdminCourse,
  CatalogOrder,
  CatalogsBoard,
} from '@/lib/resources/catalogs-admin';
import { categoryTree, depthFirst, moveBy } from '@/shared/catalogs-admin/ordering';

export type CategoryBlock = AdminCategory & { courses: AdminCourse[]; children: CategoryBlock[] };

/** A catalog laid out as the screen shows it: two levels of categories, then the rest. */
export interface CatalogLayout {
  categories: CategoryBlock[];
  uncategorised: AdminCourse[];
}

const byPosition = (a: AdminCourse, b: AdminCourse) =>
  a.position - b.position || a.title.localeCompare(b.title);

export function catalogLayout(
  catalog: Pick<AdminCatalog, 'categories' | 'courses'>,
): CatalogLayout {
  const coursesOf = (categoryId: string | null) =>
    catalog.courses.filter((course) => course.categoryId === categoryId).sort(byPosition);
  const known = new Set(catalog.categories.map((category) => category.id));
  return {
    categories: categoryTree(catalog.categories).map((parent) => ({
      ...parent,
      courses: coursesOf(parent.id),
      children: parent.children.map((child) => ({
        ...child,
        courses: coursesOf(child.id),
        children: [],
      })),
    })),
    // A course whose category is not in this catalog is shown (and saved) without one.
    uncategorised: catalog.courses
      .filter((course) => course.categoryId === null || !known.has(course.categoryId))
      .sort(byPosition),
  };
}

/** The PUT /order body of a layout: categories depth-first, each with its courses. */
export function orderOf(layout: CatalogLayout): CatalogOrder {
  const blocks = layout.categories.flatMap((parent) => [parent, ...parent.children]);
  return {
    categories: blocks.map((block) => ({
      id: block.id,
      courses: block.courses.map((course) => course.id),
    })),
    uncategorised: layout.uncategorised.map((course) => course.id),
  };
}

/** Where a list lives in a layout: top-level categories, one parent's children, or courses. */
export type ListRef =
  | { kind: 'categories'; parentId: string | null }
  | { kind: 'courses'; categoryId: string | null };

const mapBlocks = (blocks: CategoryBlock[], change: (block: CategoryBlock) => CategoryBlock) =>
  blocks.map((block) => change({ ...block, children: block.children.map(change) }));

/** The layout with one entry of one list moved to a new order (`reorder` of that list). */
export function withReordered(
  layout: CatalogLayout,
  list: ListRef,
  reorder: <T>(items: readonly T[]) => readonly T[],
): CatalogLayout {
  if (list.kind === 'categories') {
    if (list.parentId === null) return { ...layout, categories: [...reorder(layout.categories)] };
    return {
      ...layout,
      categories: layout.categories.map((parent) =>
        parent.id === list.parentId
          ? { ...parent, children: [...reorder(parent.children)] }
          : parent,
      ),
    };
  }
  if (list.categoryId === null) {
    return { ...layout, uncategorised: [...reorder(layout.uncategorised)] };
  }
  return {
    ...layout,
    categories: mapBlocks(layout.categories, (block) =>
      block.id === list.categoryId ? { ...block, courses: [...reorder(block.courses)] } : block,
    ),
  };
}

/** Move up or down one place within its list. */
export const withMovedBy = (layout: CatalogLayout, list: ListRef, index: number, delta: -1 | 1) =>
  withReordered(layout, list, (items) => moveBy(items, index, delta));

/**
 * The board with a catalog's positions rewritten from a layout (the optimistic change): the
 * student catalog orders by these, so the screen shows exactly what will be saved.
 */
export function withLayout(
  board: CatalogsBoard,
  catalogId: string,
  layout: CatalogLayout,
): CatalogsBoard {
  const blocks = layout.categories.flatMap((parent) => [parent, ...parent.children]);
  const categoryPosition = new Map<string, number>(
    depthFirst(layout.categories).map((id, position): [string, number] => [id, position]),
  );
  const placement = new Map<string, { categoryId: string | null; position: number }>();
  for (const block of blocks) {
    for (const [position, course] of block.courses.entries()) {
      placement.set(course.id, { categoryId: block.id, position });
    }
  }
  for (const [position, course] of layout.uncategorised.entries()) {
    placement.set(course.id, { categoryId: null, position });
  }
  return {
    ...board,
    catalogs: board.catalogs.map((catalog) =>
      catalog.id !== catalogId
        ? catalog
        : {
            ...catalog,
            categories: catalog.categories.map((category) => ({
              ...category,
              position: categoryPosition.get(category.id) ?? category.position,
            })),
            courses: catalog.courses.map((course) => ({
              ...course,
              ...(placement.get(course.id) ?? {}),
            })),
          },
    ),
  };
}

/** How many courses a category holds, its subcategories' included (delete confirmation). */
export const coursesBeneath = (block: CategoryBlock): number =>
  block.courses.length + block.children.reduce((sum, child) => sum + child.courses.length, 0);
