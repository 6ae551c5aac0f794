import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { amountInput, CURRENCIES, MAX_PRICE_CENTS } from '../../shared/commerce/money';
import {
  normalizePromotionCode,
  PROMOTION_KINDS,
  PROMOTION_LIMIT_MAX,
  PROMOTION_RULES,
} from '../../shared/commerce/promotions';
import { isUuid } from '../../shared/validation/empty';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { contentLanguageOf } from '../content';
import { csvResponse } from '../jsonapi/csv-response';
import {
  attributesOf,
  found,
  listResponse,
  noContent,
  pageWindow,
  queryOf,
  resourceResponse,
} from '../jsonapi/endpoint';
import {
  ApiError,
  type ErrorObject,
  invalidQuery,
  notFound,
  pointerTo,
  text,
} from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, CSV, list, NONE, one } from '../openapi/answers';
import { portalPromotionResource, redemptionResource } from './commerce.serializers';
import { invalid, portalIdsOf } from './commerce-input';
import {
  CodeTakenError,
  createPortalPromotion,
  deletePortalPromotion,
  findPortalPromotion,
  listPortalPromotions,
  listRedemptions,
  type PromotionInput,
  updatePortalPromotion,
} from './portal-promotions.queries';

const limit = z.number().int().min(1).max(PROMOTION_LIMIT_MAX).nullish();

const promotionFields = {
  description: z.string().optional(),
  kind: z.enum(PROMOTION_KINDS),
  // Checked against the portal's languages by promotionInput.
  language: z.string().nullish(),
  percent: z.number().int().min(1).max(100).nullish(),
  amount_cents: z.number().int().min(1).max(MAX_PRICE_CENTS).nullish(),
  currency: z.enum(CURRENCIES).nullish(),
  starts_at: z.iso.datetime({ offset: true }).nullish(),
  ends_at: z.iso.datetime({ offset: true }).nullish(),
  max_redemptions: limit,
  max_per_account: limit,
  product_ids: z.array(z.uuid()).max(100).optional(),
};

export const promotionSchema = fieldRules(PROMOTION_RULES, { trim: ['code', 'description'] }).pipe(
  z.object({ code: z.string(), ...promotionFields }),
);
export const promotionPatchSchema = fieldRules(PROMOTION_RULES, {
  trim: ['code', 'description'],
  partial: true,
}).pipe(z.object({ code: z.string(), ...promotionFields }).partial());

type PromotionBody = z.infer<typeof promotionPatchSchema>;

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The checks across fields: a percent or an amount with its currency, the window, the limits. */
async function promotionInput(
  c: Context<AppEnv>,
  body: PromotionBody,
  current: PromotionInput | null,
): Promise<Partial<PromotionInput>> {
  const errors: ErrorObject[] = [];
  const input: Partial<PromotionInput> = {};
  if (body.code !== undefined) input.code = normalizePromotionCode(body.code);
  if (body.description !== undefined) input.description = body.description;
  const language = await contentLanguageOf(c, body.language, current === null);
  if (language.error) errors.push(language.error);
  else if (language.language !== undefined) input.language = language.language;
  const kind = body.kind ?? current?.kind;
  if (kind) {
    input.kind = kind;
    const percent = body.percent !== undefined ? body.percent : current?.percent;
    const amount = body.amount_cents !== undefined ? body.amount_cents : current?.amountCents;
    const currency = body.currency !== undefined ? body.currency : current?.currency;
    if (kind === 'percent') {
      if (!percent) errors.push(invalid('percent', text('commerce.promotion.percent')));
      Object.assign(input, { percent: percent ?? null, amountCents: null, currency: null });
    } else {
      if (!amount || !currency)
        errors.push(invalid('amount_cents', text('commerce.promotion.amount')));
      Object.assign(input, {
        percent: null,
        amountCents: amount ?? null,
        currency: currency ?? null,
      });
    }
  }
  const startsAt = date(body.starts_at);
  const endsAt = date(body.ends_at);
  if (startsAt !== undefined) input.startsAt = startsAt;
  if (endsAt !== undefined) input.endsAt = endsAt;
  const from = startsAt !== undefined ? startsAt : current?.startsAt;
  const to = endsAt !== undefined ? endsAt : current?.endsAt;
  if (from && to && to <= from) errors.push(invalid('ends_at', text('commerce.promotion.window')));
  if (body.max_redemptions !== undefined) input.maxRedemptions = body.max_redemptions ?? null;
  if (body.max_per_account !== undefined) input.maxPerAccount = body.max_per_account ?? null;
  const total = input.maxRedemptions !== undefined ? input.maxRedemptions : current?.maxRedemptions;
  const each = input.maxPerAccount !== undefined ? input.maxPerAccount : current?.maxPerAccount;
  if (total && each && each > total)
    errors.push(invalid('max_per_account', text('commerce.promotion.perAccount')));
  if (body.product_ids) {
    input.productIds = await portalIdsOf(c, {
      table: 'products',
      field: 'product_ids',
      ids: body.product_ids,
      errors,
    });
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return input;
}

function codeTaken() {
  return new ApiError(422, [
    { code: 'CODE_TAKEN', text: text('commerce.promotion.codeTaken'), source: pointerTo('code') },
  ]);
}

const LIST_QUERY = { filter: ['search'], paginate: true, defaultPageSize: 25 } as const;
const REDEMPTION_QUERY = { filter: ['promotion'], paginate: true, defaultPageSize: 25 } as const;

function promotionFilter(promotion: string | undefined) {
  if (promotion === undefined) return undefined;
  if (!isUuid(promotion)) {
    throw invalidQuery(
      'filter[promotion]',
      text('promotionIdExpected', { name: 'filter[promotion]' }),
    );
  }
  return promotion.toLowerCase();
}

/**
 * /v1/promotions (SCREENS "/admin/sales/promotions"): the portal's promotion codes for
 * RULES.orders, and their redemptions report (list and CSV). Another portal's: 404.
 */
export const portalPromotionRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.orders);
    await next();
  })
  .get('/', async (c) => {
    const now = new Date();
    return listResponse(c, {
      query: LIST_QUERY,
      load: (query) =>
        listPortalPromotions(c.var.db, {
          portalId: c.var.portal.id,
          search: query.filter.search,
          page: pageWindow(query.page),
        }),
      serialize: (row) => portalPromotionResource(row, now),
    });
  })
  .post('/', async (c) => {
    const body = await attributesOf(c, promotionSchema);
    const input = {
      description: '',
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      maxPerAccount: null,
      productIds: [],
      ...(await promotionInput(c, body, null)),
    } as PromotionInput;
    try {
      const row = await createPortalPromotion(c.var.db, { portalId: c.var.portal.id, input });
      return resourceResponse(portalPromotionResource(row, new Date()), { status: 201 });
    } catch (error) {
      if (error instanceof CodeTakenError) throw codeTaken();
      throw error;
    }
  })
  .get('/redemptions', async (c) =>
    listResponse(c, {
      query: REDEMPTION_QUERY,
      load: (query) =>
        listRedemptions(c.var.db, {
          portalId: c.var.portal.id,
          promotionId: promotionFilter(query.filter.promotion),
          page: pageWindow(query.page),
        }),
      serialize: redemptionResource,
    }),
  )
  .get('/redemptions/export', async (c) => {
    const query = queryOf(c, { filter: ['promotion'] });
    const { rows } = await listRedemptions(c.var.db, {
      portalId: c.var.portal.id,
      promotionId: promotionFilter(query.filter.promotion),
      page: null,
    });
    return csvResponse(
      [
        [
          'code',
          'order',
          'order_status',
          'customer',
          'currency',
          'discount',
          'redeemed_at',
          'released_at',
        ],
        ...rows.map((row) => [
          row.code,
          row.orderNumber,
          row.orderStatus,
          row.customerName,
          row.currency,
          amountInput(row.discountCents),
          row.redeemedAt.toISOString(),
          row.releasedAt?.toISOString() ?? '',
        ]),
      ],
      'promotion-redemptions.csv',
    );
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    const row = await found(
      findPortalPromotion(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return resourceResponse(portalPromotionResource(row, new Date()));
  })
  .patch('/:id', async (c) => {
    const portalId = c.var.portal.id;
    const current = await found(
      findPortalPromotion(c.var.db, {
        portalId,
        id: uuidParam(c.req.param('id')),
      }),
    );
    const body = await attributesOf(c, promotionPatchSchema);
    const input = await promotionInput(c, body, {
      ...current,
      productIds: current.products.map((product) => product.id),
    });
    try {
      const row = await found(updatePortalPromotion(c.var.db, { portalId, id: current.id, input }));
      return resourceResponse(portalPromotionResource(row, new Date()));
    } catch (error) {
      if (error instanceof CodeTakenError) throw codeTaken();
      throw error;
    }
  })
  .delete('/:id', async (c) => {
    const outcome = await deletePortalPromotion(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    });
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'redeemed') {
      throw new ApiError(409, [
        { code: 'PROMOTION_REDEEMED', text: text('commerce.promotion.redeemed') },
      ]);
    }
    return noContent();
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
  'GET /v1/promotions': list('promotions'),
  'POST /v1/promotions': one('promotions', { status: [201] }),
  'GET /v1/promotions/redemptions': list('promotion_redemptions'),
  'GET /v1/promotions/redemptions/export': CSV,
  'GET /v1/promotions/:id': one('promotions'),
  'PATCH /v1/promotions/:id': one('promotions'),
  'DELETE /v1/promotions/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  { method: 'GET', route: '/v1/promotions', path: () => '/v1/promotions', expect: SALES },
  {
    method: 'POST',
    route: '/v1/promotions',
    path: () => '/v1/promotions',
    body: { code: 'x' },
    expect: salesGot(422),
  },
  {
    method: 'GET',
    route: '/v1/promotions/redemptions',
    path: () => '/v1/promotions/redemptions',
    expect: SALES,
  },
  {
    method: 'GET',
    route: '/v1/promotions/redemptions/export',
    path: () => '/v1/promotions/redemptions/export?filter[promotion]=nothing',
    expect: salesGot(400),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/promotions/:id',
      path: () => `/v1/promotions/${NO_SUCH}`,
      body: method === 'PATCH' ? { code: 'x' } : undefined,
      expect: salesGot(404),
    }),
  ),
];
