import type { ResourceObject } from '../jsonapi/document';
import { toMany } from '../jsonapi/document';
import type { CatalogCourseRow, CatalogRow, CategoryRow } from '../queries/catalogs-admin';

/** A catalog as staff arrange it: its audience, and its categories and courses (included). */
export function adminCatalogResource(
  catalog: CatalogRow,
  categoryIds: string[],
  courseIds: string[],
): ResourceObject {
  return {
    type: 'catalogs',
    id: catalog.id,
    attributes: {
      name: catalog.name,
      position: catalog.position,
      audience_roles: catalog.audienceRoles,
      audience_entity_ids: catalog.audienceEntityIds,
    },
    relationships: {
      categories: toMany('categories', categoryIds),
      courses: toMany('courses', courseIds),
    },
  };
}

/** Parent as a plain id: the tree is two levels and built by the screen. */
export function adminCategoryResource(category: CategoryRow): ResourceObject {
  return {
    type: 'categories',
    id: category.id,
    attributes: {
      name: category.name,
      position: category.position,
      parent_id: category.parentId,
      catalog_id: category.catalogId,
    },
  };
}

export function catalogCourseResource(course: CatalogCourseRow): ResourceObject {
  return {
    type: 'courses',
    id: course.id,
    attributes: {
      title: course.title,
      slug: course.slug,
      status: course.status,
      position: course.position,
      category_id: course.categoryId,
    },
  };
}

/** The document of catalogs with everything beneath them included. */
export function catalogTreeDocumentParts(tree: {
  catalogs: CatalogRow[];
  categories: CategoryRow[];
  courses: CatalogCourseRow[];
}) {
  const data = tree.catalogs.map((catalog) =>
    adminCatalogResource(
      catalog,
      tree.categories.filter((c) => c.catalogId === catalog.id).map((c) => c.id),
      tree.courses.filter((c) => c.catalogId === catalog.id).map((c) => c.id),
    ),
  );
  const included = [
    ...tree.categories.map(adminCategoryResource),
    ...tree.courses.map(catalogCourseResource),
  ];
  return { data, included };
}
