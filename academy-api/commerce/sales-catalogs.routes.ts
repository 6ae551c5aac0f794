import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { sameIds } from '../../shared/catalogs-admin/ordering';
import { CURRENCIES, MAX_PRICE_CENTS } from '../../shared/commerce/money';
import {
  ACCESS_MONTHS_MAX,
  BILLING_PERIODS,
  BUSINESS_MODELS,
  DEFAULT_VAT_BASIS_POINTS,
  PRODUCT_LINKS_MAX,
  PRODUCT_RULES,
  SALES_CATALOG_RULES,
  TRIAL_DAYS_MAX,
} from '../../shared/commerce/products';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { contentLanguageOf } from '../content';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, type ErrorObject, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { jsonApiResponse } from '../jsonapi/response';
import { portalCourses } from '../learning';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { salesCatalogResource, salesProductResource } from './commerce.serializers';
import { invalid, portalIdsOf } from './commerce-input';
import {
  addToCatalog,
  createSalesCatalog,
  createSalesProduct,
  deleteSalesCatalog,
  deleteSalesProduct,
  findSalesCatalog,
  findSalesProduct,
  listSalesCatalogs,
  listSalesProducts,
  type ProductInput,
  portalCatalogChoices,
  setCatalogProducts,
  updateSalesCatalog,
  updateSalesProduct,
} from './sales-catalogs.queries';

const count = (max: number) => z.number().int().min(0).max(max);

const productFields = {
  // Checked against the portal's languages by productInput.
  language: z.string().nullish(),
  business_model: z.enum(BUSINESS_MODELS),
  billing_period: z.enum(BILLING_PERIODS).nullish(),
  trial_days: count(TRIAL_DAYS_MAX).optional(),
  access_months: z.number().int().min(1).max(ACCESS_MONTHS_MAX).nullish(),
  vat_rate_basis_points: count(10_000).optional(),
  visible: z.boolean().optional(),
  covers_all_courses: z.boolean().optional(),
  prices: z
    .array(z.object({ currency: z.enum(CURRENCIES), amount_cents: count(MAX_PRICE_CENTS) }))
    .min(1)
    .max(CURRENCIES.length),
  course_ids: z.array(z.uuid()).max(PRODUCT_LINKS_MAX).optional(),
  catalog_ids: z.array(z.uuid()).max(PRODUCT_LINKS_MAX).optional(),
};

export const productSchema = fieldRules(PRODUCT_RULES, { trim: ['name', 'description'] }).pipe(
  z.object({
    name: z.string(),
    description: z.string().optional(),
    ...productFields,
    sales_catalog_id: z.uuid().nullish(),
  }),
);

export const productPatchSchema = fieldRules(PRODUCT_RULES, {
  trim: ['name', 'description'],
  partial: true,
}).pipe(z.object({ name: z.string(), description: z.string(), ...productFields }).partial());

type ProductBody = z.infer<typeof productPatchSchema>;

/**
 * The checks across fields and records: a subscription names its period, a flat fee its
 * access months (the other model's fields are cleared); one price per currency; courses and
 * catalogs of this portal. Every problem is its own 422.
 */
async function productInput(
  c: Context<AppEnv>,
  body: ProductBody,
  current: ProductInput | null,
): Promise<Partial<ProductInput>> {
  const errors: ErrorObject[] = [];
  const model = body.business_model ?? current?.businessModel;
  const input: Partial<ProductInput> = {};
  if (body.name !== undefined) input.name = body.name;
  if (body.description !== undefined) input.description = body.description;
  const language = await contentLanguageOf(c, body.language, current === null);
  if (language.error) errors.push(language.error);
  else if (language.language !== undefined) input.language = language.language;
  if (body.visible !== undefined) input.visible = body.visible;
  if (body.covers_all_courses !== undefined) input.coversAllCourses = body.covers_all_courses;
  if (body.vat_rate_basis_points !== undefined)
    input.vatRateBasisPoints = body.vat_rate_basis_points;
  if (model) {
    input.businessModel = model;
    const period = body.billing_period !== undefined ? body.billing_period : current?.billingPeriod;
    const months = body.access_months !== undefined ? body.access_months : current?.accessMonths;
    const trial = body.trial_days ?? current?.trialDays ?? 0;
    if (model === 'subscription' && !period)
      errors.push(invalid('billing_period', text('commerce.product.period')));
    if (model === 'flat_fee' && !months) {
      errors.push(
        invalid('access_months', text('commerce.product.accessMonths', { max: ACCESS_MONTHS_MAX })),
      );
    }
    input.billingPeriod = model === 'subscription' ? (period ?? null) : null;
    input.trialDays = model === 'subscription' ? trial : 0;
    input.accessMonths = model === 'flat_fee' ? (months ?? null) : null;
  }
  if (body.prices) {
    const currencies = body.prices.map((price) => price.currency);
    if (new Set(currencies).size !== currencies.length) {
      errors.push(invalid('prices', text('commerce.product.prices')));
    }
    input.prices = body.prices.map((price) => ({
      currency: price.currency,
      amountCents: price.amount_cents,
    }));
  }
  if (body.course_ids) {
    input.courseIds = await portalIdsOf(c, {
      table: 'courses',
      field: 'course_ids',
      ids: body.course_ids,
      errors,
    });
  }
  if (body.catalog_ids) {
    input.catalogIds = await portalIdsOf(c, {
      table: 'catalogs',
      field: 'catalog_ids',
      ids: body.catalog_ids,
      errors,
    });
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return input;
}

async function pathProduct(c: Context<AppEnv>) {
  return found(
    findSalesProduct(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

async function pathCatalog(c: Context<AppEnv>) {
  return found(
    findSalesCatalog(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/**
 * /v1/products: the portal's products with their prices, VAT and what they unlock (SCREENS
 * "/admin/sales/catalogs"), for RULES.salesCatalogs. Another portal's product: 404. The list
 * brings the form's choices along (courses and catalogs of the portal).
 */
export const productRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.salesCatalogs);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, {});
    const portalId = c.var.portal.id;
    const [rows, courseChoices, catalogChoices] = await Promise.all([
      listSalesProducts(c.var.db, { portalId }),
      portalCourses(c.var.db, { portalId }),
      portalCatalogChoices(c.var.db, { portalId }),
    ]);
    return jsonApiResponse(
      buildDocument(rows.map(salesProductResource), {
        meta: { courses: courseChoices, catalogs: catalogChoices },
      }),
    );
  })
  .post('/', async (c) => {
    const body = await attributesOf(c, productSchema);
    const catalogId = body.sales_catalog_id?.toLowerCase() ?? null;
    if (
      catalogId &&
      !(await findSalesCatalog(c.var.db, { portalId: c.var.portal.id, id: catalogId }))
    ) {
      throw notFound();
    }
    const defaults: Omit<ProductInput, 'name' | 'businessModel' | 'prices' | 'language'> = {
      description: '',
      billingPeriod: null,
      trialDays: 0,
      accessMonths: null,
      visible: true,
      coversAllCourses: false,
      vatRateBasisPoints: DEFAULT_VAT_BASIS_POINTS,
      courseIds: [],
      catalogIds: [],
    };
    const input = { ...defaults, ...(await productInput(c, body, null)) } as ProductInput;
    const row = await createSalesProduct(c.var.db, {
      portalId: c.var.portal.id,
      catalogId,
      input,
    });
    return resourceResponse(salesProductResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return resourceResponse(salesProductResource(await pathProduct(c)));
  })
  .patch('/:id', async (c) => {
    const current = await pathProduct(c);
    const body = await attributesOf(c, productPatchSchema);
    const input = await productInput(c, body, {
      ...current,
      courseIds: current.courses.map((course) => course.id),
      catalogIds: current.catalogs.map((catalog) => catalog.id),
    });
    const row = await found(
      updateSalesProduct(c.var.db, {
        portalId: c.var.portal.id,
        id: current.id,
        input,
      }),
    );
    return resourceResponse(salesProductResource(row));
  })
  .delete('/:id', async (c) => {
    await found(
      deleteSalesProduct(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return noContent();
  });

export const salesCatalogSchema = fieldRules(SALES_CATALOG_RULES, { trim: ['name'] }).pipe(
  z.object({ name: z.string(), currency: z.enum(CURRENCIES).optional() }),
);
export const salesCatalogPatchSchema = fieldRules(SALES_CATALOG_RULES, {
  trim: ['name'],
  partial: true,
}).pipe(z.object({ name: z.string().optional(), currency: z.enum(CURRENCIES).optional() }));
export const catalogProductsSchema = z.object({
  product_ids: z.array(z.uuid()).max(500),
});

/**
 * /v1/sales_catalogs: the price lists orders are made from, each with its products in order
 * (drag and drop, or Move up/down: PUT /{id}/products with the whole order).
 */
export const salesCatalogRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.salesCatalogs);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, {});
    const rows = await listSalesCatalogs(c.var.db, { portalId: c.var.portal.id });
    return jsonApiResponse(buildDocument(rows.map(salesCatalogResource)));
  })
  .post('/', async (c) => {
    const input = await attributesOf(c, salesCatalogSchema);
    const row = await createSalesCatalog(c.var.db, {
      portalId: c.var.portal.id,
      name: input.name,
      currency: input.currency ?? 'EUR',
    });
    return resourceResponse(salesCatalogResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return resourceResponse(salesCatalogResource(await pathCatalog(c)));
  })
  .patch('/:id', async (c) => {
    const catalog = await pathCatalog(c);
    const input = await attributesOf(c, salesCatalogPatchSchema);
    const row = await found(
      updateSalesCatalog(c.var.db, {
        portalId: c.var.portal.id,
        id: catalog.id,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
      }),
    );
    return resourceResponse(salesCatalogResource(row));
  })
  .delete('/:id', async (c) => {
    await found(
      deleteSalesCatalog(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return noContent();
  })
  .put('/:id/products', async (c) => {
    const catalog = await pathCatalog(c);
    const input = await attributesOf(c, catalogProductsSchema);
    const named = input.product_ids.map((id) => id.toLowerCase());
    if (!sameIds(named, [...new Set(named)])) {
      throw new ApiError(422, [invalid('product_ids', text('commerce.catalog.duplicateProduct'))]);
    }
    const errors: ErrorObject[] = [];
    const ids = await portalIdsOf(c, {
      table: 'products',
      field: 'product_ids',
      ids: named,
      errors,
    });
    if (errors.length > 0) throw new ApiError(422, errors);
    await setCatalogProducts(c.var.db, { catalogId: catalog.id, productIds: ids });
    return resourceResponse(salesCatalogResource(await pathCatalog(c)));
  })
  .post('/:id/products', async (c) => {
    const catalog = await pathCatalog(c);
    const input = await attributesOf(c, z.object({ product_id: z.uuid() }));
    const errors: ErrorObject[] = [];
    const [id = ''] = await portalIdsOf(c, {
      table: 'products',
      field: 'product_id',
      ids: [input.product_id],
      errors,
    });
    if (errors.length > 0) throw new ApiError(422, errors);
    await addToCatalog(c.var.db, { catalogId: catalog.id, productId: id });
    return resourceResponse(salesCatalogResource(await pathCatalog(c)));
  });

/**
 * RULES.orders and RULES.salesCatalogs: the portals feature plus the academy or sales group
 * (Demo Academy: Ada and Sven). Alex (content), Cora, Stijn and the others: 403; Lars asks on
 * Unlimited Learning, which has no portals feature (403).
 */
const SALES = { guest: 401, ada: 200, sven: 200, others: 403 } as const;
const salesGot = (status: number) => ({ ...SALES, ada: status, sven: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/products': list('products'),
  'POST /v1/products': one('products', { status: [201] }),
  'GET /v1/products/:id': one('products'),
  'PATCH /v1/products/:id': one('products'),
  'DELETE /v1/products/:id': NONE,
  'GET /v1/sales_catalogs': list('sales_catalogs'),
  'POST /v1/sales_catalogs': one('sales_catalogs', { status: [201] }),
  'GET /v1/sales_catalogs/:id': one('sales_catalogs'),
  'PATCH /v1/sales_catalogs/:id': one('sales_catalogs'),
  'DELETE /v1/sales_catalogs/:id': NONE,
  'PUT /v1/sales_catalogs/:id/products': one('sales_catalogs'),
  'POST /v1/sales_catalogs/:id/products': one('sales_catalogs'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/products', path: () => '/v1/products', expect: SALES },
  {
    method: 'POST',
    route: '/v1/products',
    path: () => '/v1/products',
    body: { name: '' },
    expect: salesGot(422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/products/:id',
      path: () => `/v1/products/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: salesGot(404),
    }),
  ),
  { method: 'GET', route: '/v1/sales_catalogs', path: () => '/v1/sales_catalogs', expect: SALES },
  {
    method: 'POST',
    route: '/v1/sales_catalogs',
    path: () => '/v1/sales_catalogs',
    body: { name: '' },
    expect: salesGot(422),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/sales_catalogs/:id',
      path: () => `/v1/sales_catalogs/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: salesGot(404),
    }),
  ),
  ...(['PUT', 'POST'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/sales_catalogs/:id/products',
      path: () => `/v1/sales_catalogs/${NO_SUCH}/products`,
      body: {},
      expect: salesGot(404),
    }),
  ),
];
