import { Hono } from 'hono';
import { hasFeature } from '../../shared/access/features';
import { type CourseAccess, catalogViewer, courseAccessOf } from '../access/course-access';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { coursesForReader } from '../content';
import { buildDocument, toMany } from '../jsonapi/document';
import { listResponse, queryOf } from '../jsonapi/endpoint';
import { forbidden, text } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { courseResource } from '../learning';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list } from '../openapi/answers';
import {
  type CatalogCourse,
  labelsInUse,
  labelsOfCourses,
  listCatalogCourses,
  listCatalogTree,
  listProducts,
  type ProductRecord,
  unlockingProducts,
} from './catalog.queries';
import {
  catalogResource,
  categoryResource,
  labelResource,
  productResource,
} from './catalog.serializers';

const LIST_QUERY = {
  include: ['labels', 'unlocked_by'],
  filter: ['search', 'category', 'label', 'language'],
  sort: ['relevance', 'created_at', 'title'],
  paginate: true,
  defaultPageSize: 20,
};

/** Where a card stands for the viewer: enrolled, included in their plan, or locked. */
type Access = 'enrolled' | 'included' | 'locked' | 'guest';

/**
 * The catalog (SCREENS "Learning"): open to guests (the landing page lists what is open to
 * everyone) and to every signed-in role; each course says whether the viewer is enrolled, has it
 * in their plan, or which products would unlock it.
 */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/courses', async (c) => {
    const viewer = await catalogViewer(c);
    const signedIn = c.var.viewer;
    let labelRows: Awaited<ReturnType<typeof labelsOfCourses>> = [];
    let lockedProducts = new Map<string, ProductRecord[]>();
    // Where each course of the page stands for the viewer (the one rule, course-access.ts).
    let access = new Map<string, CourseAccess>();
    return listResponse<CatalogCourse>(c, {
      query: LIST_QUERY,
      load: async (query) => {
        const page = await listCatalogCourses(c.var.db, {
          portalId: c.var.portal.id,
          viewer,
          search: query.filter.search,
          categoryId: query.filter.category,
          labelId: query.filter.label,
          language: query.filter.language,
          sort: query.sort,
          page: query.page,
        });
        const ids = page.rows.map((row) => row.id);
        labelRows = await labelsOfCourses(c.var.db, ids);
        if (signedIn) {
          access = await courseAccessOf(c.var.db, {
            accountId: signedIn.id,
            roles: signedIn.roles,
            courseIds: ids,
          });
          lockedProducts = new Map(
            await Promise.all(
              page.rows
                .filter((row) => !access.get(row.id)?.unlocked)
                .map(
                  async (row) =>
                    [
                      row.id,
                      await unlockingProducts(c.var.db, {
                        portalId: c.var.portal.id,
                        courseId: row.id,
                        catalogId: row.catalogId,
                      }),
                    ] as const,
                ),
            ),
          );
        }
        // Each card in the reader's language where it has a translation.
        return { ...page, rows: await coursesForReader(c, page.rows) };
      },
      serialize: (row) => {
        const course = access.get(row.id);
        const cardAccess: Access = !signedIn
          ? 'guest'
          : row.enrollmentStatus
            ? 'enrolled'
            : course?.unlocked
              ? 'included'
              : 'locked';
        return courseResource(row, {
          attributes: {
            category_name: row.categoryName,
            rating_average: row.ratingAverage,
            rating_count: row.ratingCount,
            enrollment_status: row.enrollmentStatus,
            enrollment_progress: row.enrollmentProgress,
            access: cardAccess,
            // What the access stands on (its label), or the plan that would open the course.
            access_basis: course?.basis ?? null,
            unlocked: course?.unlocked ?? false,
          },
          relationships: {
            labels: toMany(
              'labels',
              labelRows.filter((label) => label.courseId === row.id).map((label) => label.id),
            ),
            unlocked_by: toMany(
              'products',
              (lockedProducts.get(row.id) ?? []).map((product) => product.id),
            ),
          },
        });
      },
      included: () => [
        ...labelRows.map((label) => labelResource(label, c.var.locale)),
        ...[...lockedProducts.values()].flat().map((product) => productResource(product)),
      ],
    });
  })
  .get('/categories', async (c) => {
    // Spec §6: categories show only where the portal has catalog-categories.
    if (!hasFeature(c.var.portal.features, 'catalog-categories')) {
      throw forbidden(text('noCatalogCategories'));
    }
    queryOf(c, {});
    const tree = await listCatalogTree(c.var.db, {
      portalId: c.var.portal.id,
      viewer: await catalogViewer(c),
    });
    const data = tree.catalogs.map((catalog) =>
      catalogResource(
        catalog,
        tree.categories
          .filter((category) => category.catalogId === catalog.id)
          .map((category) => category.id),
      ),
    );
    return jsonApiResponse(
      buildDocument(data, { included: tree.categories.map(categoryResource) }),
    );
  })
  .get('/labels', async (c) => {
    queryOf(c, {});
    const rows = await labelsInUse(c.var.db, { portalId: c.var.portal.id });
    return jsonApiResponse(buildDocument(rows.map((label) => labelResource(label, c.var.locale))));
  })
  .get('/products', async (c) => {
    requireViewer(c.var.viewer);
    const query = queryOf(c, { filterValues: { covers_all: ['true', 'false'] } });
    const rows = await listProducts(c.var.db, {
      portalId: c.var.portal.id,
      coversAll: query.filter.covers_all === 'true',
    });
    return jsonApiResponse(buildDocument(rows.map((product) => productResource(product))));
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/catalog/courses': list('courses'),
  'GET /v1/catalog/categories': list('catalogs'),
  'GET /v1/catalog/labels': list('labels'),
  'GET /v1/catalog/products': list('products'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    // Learning: the catalog is open to guests (the landing page); its categories need
    // catalog-categories (on at both portals).
    {
      method: 'GET',
      route: '/v1/catalog/courses',
      path: () => '/v1/catalog/courses',
      expect: { others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/catalog/categories',
      path: () => '/v1/catalog/categories',
      expect: { others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/catalog/labels',
      path: () => '/v1/catalog/labels',
      expect: { others: 200 },
    },
    {
      method: 'GET',
      route: '/v1/catalog/products',
      path: () => '/v1/catalog/products',
      expect: { guest: 401, others: 200 },
    },
  ];
};
