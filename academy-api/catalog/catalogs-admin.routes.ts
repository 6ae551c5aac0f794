import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ALL_STAFF_ROLES, COACH_ROLES, STUDENT_ROLES } from '../../shared/access/roles';
import { RULES } from '../../shared/access/rules';
import { catalogs, categories, courses } from '../../shared/catalog/contract';
import { CATALOG_RULES, CATEGORY_RULES } from '../../shared/catalogs-admin/rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { buildDocument, type ResourceObject, toMany } from '../jsonapi/document';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { jsonApiResponse } from '../jsonapi/response';
import { type Answers, list, NONE, one } from '../openapi/answers';
import {
  type CatalogCourseRow,
  type CatalogRow,
  type CategoryRow,
  catalogTree,
  childCount,
  createCatalog,
  createCategory,
  deleteCatalog,
  deleteCategory,
  entitiesOfPortal,
  findCatalog,
  findCategory,
  portalEntities,
  saveCatalogOrder,
  updateCatalog,
  updateCategory,
} from './catalogs-admin.queries';

// Serialisers: rows to JSON:API resources.

/** A catalog as staff arrange it: its audience, and its categories and courses (included). */
export function adminCatalogResource(
  catalog: CatalogRow,
  categoryIds: string[],
  courseIds: string[],
): ResourceObject {
  return resourceOf(
    catalogs,
    catalog.id,
    {
      name: catalog.name,
      position: catalog.position,
      audience_roles: catalog.audienceRoles,
      audience_entity_ids: catalog.audienceEntityIds,
    },
    {
      relationships: {
        categories: toMany('categories', categoryIds),
        courses: toMany('courses', courseIds),
      },
    },
  );
}

/** Parent as a plain id: the tree is two levels and built by the screen. */
export function adminCategoryResource(category: CategoryRow): ResourceObject {
  return resourceOf(categories, category.id, {
    name: category.name,
    position: category.position,
    parent_id: category.parentId,
    catalog_id: category.catalogId,
  });
}

export function catalogCourseResource(course: CatalogCourseRow): ResourceObject {
  return resourceOf(courses, course.id, {
    title: course.title,
    slug: course.slug,
    status: course.status,
    position: course.position,
    category_id: course.categoryId,
  });
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

/** The role names an audience may name (shared/access/roles.ts). */
export const AUDIENCE_ROLES = [...ALL_STAFF_ROLES, ...COACH_ROLES, ...STUDENT_ROLES] as const;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const audience = {
  audience_roles: z
    .array(z.enum(AUDIENCE_ROLES))
    .max(AUDIENCE_ROLES.length * 2)
    .optional(),
  audience_entity_ids: z.array(z.uuid()).max(500).optional(),
};

export const catalogSchema = fieldRules(CATALOG_RULES, { trim: ['name'] }).pipe(
  z.object({ name: z.string(), ...audience }),
);
export const catalogPatchSchema = fieldRules(CATALOG_RULES, { trim: ['name'], partial: true }).pipe(
  z.object({ name: z.string().optional(), ...audience }),
);
export const categorySchema = fieldRules(CATEGORY_RULES, { trim: ['name'] }).pipe(
  z.object({ name: z.string(), parent_id: z.uuid().nullish() }),
);
export const categoryPatchSchema = fieldRules(CATEGORY_RULES, {
  trim: ['name'],
  partial: true,
}).pipe(z.object({ name: z.string().optional(), parent_id: z.uuid().nullish() }));
export const orderSchema = z.object({
  categories: z.array(z.object({ id: z.uuid(), courses: z.array(z.uuid()).max(5000) })).max(1000),
  uncategorised: z.array(z.uuid()).max(5000).default([]),
});

/** The catalog of the path, of this portal (another portal's: 404). */
async function pathCatalog(c: Context<AppEnv>): Promise<CatalogRow> {
  return found(
    findCatalog(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/** Entity ids must be this portal's (a 422 otherwise); roles were checked by the schema. */
async function checkedAudience(
  c: Context<AppEnv>,
  input: { audience_roles?: string[]; audience_entity_ids?: string[] },
) {
  const roles = input.audience_roles && unique(input.audience_roles);
  const entityIds = input.audience_entity_ids && unique(input.audience_entity_ids);
  if (entityIds) {
    const known = await entitiesOfPortal(c.var.db, { portalId: c.var.portal.id, ids: entityIds });
    if (entityIds.some((id) => !known.has(id))) {
      throw fieldError(
        'audience_entity_ids',
        'VALIDATION_FAILED',
        text('catalog.entityOfAnotherPortal'),
      );
    }
  }
  return {
    ...(roles ? { audienceRoles: roles } : {}),
    ...(entityIds ? { audienceEntityIds: entityIds } : {}),
  };
}

/** A parent must be a top-level category of the same catalog (two levels at most). */
async function checkedParent(
  c: Context<AppEnv>,
  catalogId: string,
  parentId: string | null | undefined,
  self?: string,
) {
  if (!parentId) return parentId;
  const parent = await findCategory(c.var.db, { catalogId, id: parentId });
  if (!parent || parent.parentId !== null || parent.id === self) {
    throw fieldError('parent_id', 'CATEGORY_DEPTH', text('catalog.parentTooDeep'));
  }
  return parentId;
}

async function treeResponse(c: Context<AppEnv>, catalogId: string) {
  const tree = await catalogTree(c.var.db, { portalId: c.var.portal.id, catalogId });
  const { data, included } = catalogTreeDocumentParts(tree);
  if (!data[0]) throw notFound();
  return jsonApiResponse(buildDocument(data[0], { included }));
}

/**
 * /v1/catalogs: catalogs, their categories (at most 2 levels), the order of their courses and
 * who sees them (SCREENS "Authoring"). Spec §6 catalogs: the academy and content groups.
 * Audiences mean what the student catalog reads (catalog/catalog.queries.ts visibleCatalog): both lists
 * empty is everyone; otherwise a viewer with one of the roles or of one of the entities.
 */
export const catalogAdminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.catalogs);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, { include: ['categories', 'courses'] });
    const portalId = c.var.portal.id;
    const [tree, entities] = await Promise.all([
      catalogTree(c.var.db, { portalId }),
      portalEntities(c.var.db, { portalId }),
    ]);
    const { data, included } = catalogTreeDocumentParts(tree);
    return jsonApiResponse(
      buildDocument(data, { included, meta: { entities, roles: AUDIENCE_ROLES } }),
    );
  })
  .post('/', async (c) => {
    const input = await attributesOf(c, catalogSchema);
    const audienceInput = await checkedAudience(c, input);
    const row = await createCatalog(c.var.db, {
      portalId: c.var.portal.id,
      name: input.name,
      audienceRoles: audienceInput.audienceRoles ?? [],
      audienceEntityIds: audienceInput.audienceEntityIds ?? [],
    });
    return resourceResponse(adminCatalogResource(row, [], []), { status: 201 });
  })
  .get('/:id', async (c) => {
    queryOf(c, { include: ['categories', 'courses'] });
    const catalog = await pathCatalog(c);
    return treeResponse(c, catalog.id);
  })
  .patch('/:id', async (c) => {
    const catalog = await pathCatalog(c);
    const input = await attributesOf(c, catalogPatchSchema);
    await updateCatalog(c.var.db, {
      portalId: c.var.portal.id,
      id: catalog.id,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(await checkedAudience(c, input)),
    });
    return treeResponse(c, catalog.id);
  })
  .delete('/:id', async (c) => {
    const catalog = await pathCatalog(c);
    if (!(await deleteCatalog(c.var.db, { portalId: c.var.portal.id, id: catalog.id }))) {
      throw notFound();
    }
    return noContent();
  })
  .post('/:id/categories', async (c) => {
    const catalog = await pathCatalog(c);
    const input = await attributesOf(c, categorySchema);
    const parentId = (await checkedParent(c, catalog.id, input.parent_id)) ?? null;
    const row = await createCategory(c.var.db, {
      catalogId: catalog.id,
      name: input.name,
      parentId,
    });
    return resourceResponse(adminCategoryResource(row), { status: 201 });
  })
  .patch('/:id/categories/:category', async (c) => {
    const catalog = await pathCatalog(c);
    const category = await found(
      findCategory(c.var.db, {
        catalogId: catalog.id,
        id: uuidParam(c.req.param('category')),
      }),
    );
    const input = await attributesOf(c, categoryPatchSchema);
    const parentId = await checkedParent(c, catalog.id, input.parent_id, category.id);
    if (parentId && (await childCount(c.var.db, { id: category.id })) > 0) {
      throw fieldError('parent_id', 'CATEGORY_DEPTH', text('catalog.hasSubcategories'));
    }
    const row = await found(
      updateCategory(c.var.db, {
        catalogId: catalog.id,
        id: category.id,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.parent_id !== undefined ? { parentId: input.parent_id ?? null } : {}),
      }),
    );
    return resourceResponse(adminCategoryResource(row));
  })
  .delete('/:id/categories/:category', async (c) => {
    const catalog = await pathCatalog(c);
    const moved = await deleteCategory(c.var.db, {
      catalogId: catalog.id,
      id: uuidParam(c.req.param('category')),
    });
    if (moved === null) throw notFound();
    return noContent();
  })
  .put('/:id/order', async (c) => {
    const catalog = await pathCatalog(c);
    const order = await attributesOf(c, orderSchema);
    const problem = await saveCatalogOrder(c.var.db, {
      portalId: c.var.portal.id,
      catalogId: catalog.id,
      order,
    });
    if (problem === 'categories') {
      throw fieldError('categories', 'VALIDATION_FAILED', text('catalog.orderCategories'));
    }
    if (problem === 'courses') {
      throw fieldError('uncategorised', 'VALIDATION_FAILED', text('catalog.orderCourses'));
    }
    return treeResponse(c, catalog.id);
  });

/** Spec §6 catalogs (academy and content groups): Ada and Alex among the demo accounts. */
const CATALOGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;
const LET_IN = (status: number) => ({ ...CATALOGS, ada: status, alex: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/catalogs': list('catalogs'),
  'POST /v1/catalogs': one('catalogs', { status: [201] }),
  'GET /v1/catalogs/:id': one('catalogs'),
  'PATCH /v1/catalogs/:id': one('catalogs'),
  'DELETE /v1/catalogs/:id': NONE,
  'POST /v1/catalogs/:id/categories': one('categories', { status: [201] }),
  'PATCH /v1/catalogs/:id/categories/:category': one('categories'),
  'DELETE /v1/catalogs/:id/categories/:category': NONE,
  'PUT /v1/catalogs/:id/order': one('catalogs'),
};

/**
 * The catalogs-admin routes' rows of the route × account table. Paths name an unknown catalog
 * (404 once let in) or send an invalid body (422), so the demo catalogs stay as they are.
 */
export const rows: RowsOf = ({ NO_SUCH }) => {
  const one = `/v1/catalogs/${NO_SUCH}`;
  const rows: Row[] = [
    { method: 'GET', route: '/v1/catalogs', path: () => '/v1/catalogs', expect: CATALOGS },
    {
      method: 'POST',
      route: '/v1/catalogs',
      path: () => '/v1/catalogs',
      body: { name: '' },
      expect: LET_IN(422),
    },
    { method: 'GET', route: '/v1/catalogs/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'PATCH',
      route: '/v1/catalogs/:id',
      path: () => one,
      body: { name: '' },
      expect: LET_IN(404),
    },
    { method: 'DELETE', route: '/v1/catalogs/:id', path: () => one, expect: LET_IN(404) },
    {
      method: 'POST',
      route: '/v1/catalogs/:id/categories',
      path: () => `${one}/categories`,
      body: { name: '' },
      expect: LET_IN(404),
    },
    {
      method: 'PATCH',
      route: '/v1/catalogs/:id/categories/:category',
      path: () => `${one}/categories/${NO_SUCH}`,
      body: { name: '' },
      expect: LET_IN(404),
    },
    {
      method: 'DELETE',
      route: '/v1/catalogs/:id/categories/:category',
      path: () => `${one}/categories/${NO_SUCH}`,
      expect: LET_IN(404),
    },
    {
      method: 'PUT',
      route: '/v1/catalogs/:id/order',
      path: () => `${one}/order`,
      body: { categories: [] },
      expect: LET_IN(404),
    },
  ];
  return rows;
};
