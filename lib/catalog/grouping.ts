import type { CatalogGroup, Category } from '@/lib/resources/catalog';

/** What grouping reads of a course: its catalog's and category's names. */
export interface Groupable {
  catalogName: string | null;
  categoryName: string | null;
}

export interface CategorySection<T> {
  key: string;
  /** Null: the catalog's courses outside any category (shown first, without a heading). */
  name: string | null;
  courses: T[];
}

export interface CatalogSection<T> {
  key: string;
  /** Null: courses outside any catalog ("Other courses"). */
  name: string | null;
  categories: CategorySection<T>[];
}

/** Categories in the order the catalog shows them: by position, subcategories after their parent. */
export function categoryOrder(categories: readonly Category[]): Category[] {
  const byPosition = (a: Category, b: Category) =>
    a.position - b.position || a.name.localeCompare(b.name);
  const ids = new Set(categories.map((category) => category.id));
  const isTop = (category: Category) => !category.parent?.id || !ids.has(category.parent.id);
  return categories
    .filter(isTop)
    .sort(byPosition)
    .flatMap((parent) => [
      parent,
      ...categories.filter((child) => child.parent?.id === parent.id).sort(byPosition),
    ]);
}

/**
 * The page's courses under catalog and category headings (SCREENS "Learning": grouped by
 * category when catalog-categories is on), catalogs and categories in the order of the
 * catalog tree; names the tree does not know follow in the order they first appear, and
 * courses outside any catalog come last. Within a group the courses keep the list's order.
 */
export function groupCourses<T extends Groupable>(
  courses: readonly T[],
  tree: readonly CatalogGroup[],
): CatalogSection<T>[] {
  const catalogRank = new Map(
    [...tree]
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
      .map((catalog, index) => [catalog.name, index]),
  );
  const categoryRank = new Map(
    tree.map((catalog) => [
      catalog.name,
      new Map(categoryOrder(catalog.categories ?? []).map((category, i) => [category.name, i])),
    ]),
  );

  const sections: CatalogSection<T>[] = [];
  for (const course of courses) {
    const catalogKey = course.catalogName ?? '';
    let section = sections.find((candidate) => candidate.key === catalogKey);
    if (!section) {
      section = { key: catalogKey, name: course.catalogName, categories: [] };
      sections.push(section);
    }
    const categoryKey = course.categoryName ?? '';
    let category = section.categories.find((candidate) => candidate.key === categoryKey);
    if (!category) {
      category = { key: categoryKey, name: course.categoryName, courses: [] };
      section.categories.push(category);
    }
    category.courses.push(course);
  }

  const last = Number.MAX_SAFE_INTEGER;
  // Array.prototype.sort is stable: equal ranks keep the order of first appearance.
  const rankOfCatalog = (section: CatalogSection<T>) =>
    section.name === null ? last : (catalogRank.get(section.name) ?? last - 1);
  sections.sort((a, b) => rankOfCatalog(a) - rankOfCatalog(b));
  for (const section of sections) {
    const ranks = section.name === null ? undefined : categoryRank.get(section.name);
    const rankOfCategory = (category: CategorySection<T>) =>
      category.name === null ? -1 : (ranks?.get(category.name) ?? last);
    section.categories.sort((a, b) => rankOfCategory(a) - rankOfCategory(b));
  }
  return sections;
}
