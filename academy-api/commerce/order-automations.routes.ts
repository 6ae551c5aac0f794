import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import {
  AUTOMATION_COURSES_MAX,
  AUTOMATION_RULES,
  AUTOMATION_TRIGGERS,
  SUBSCRIPTION_MONTHS_MAX,
} from '../../shared/commerce/automations';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, noContent, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, type ErrorObject, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { jsonApiResponse } from '../jsonapi/response';
import { portalCourses } from '../learning';
import { type Answers, list, NONE, one } from '../openapi/answers';
import { automationResource } from './commerce.serializers';
import { invalid, portalIdsOf } from './commerce-input';
import {
  type AutomationInput,
  createAutomation,
  deleteAutomation,
  findAutomation,
  isPortalCoach,
  listAutomations,
  portalCoaches,
  updateAutomation,
} from './order-automations.queries';
import { listSalesProducts } from './sales-catalogs.queries';

const fields = {
  trigger: z.enum(AUTOMATION_TRIGGERS).optional(),
  product_id: z.uuid().nullish(),
  course_ids: z.array(z.uuid()).max(AUTOMATION_COURSES_MAX).optional(),
  subscription_months: z.number().int().min(1).max(SUBSCRIPTION_MONTHS_MAX).nullish(),
  coach_id: z.uuid().nullish(),
  message: z.string().optional(),
  active: z.boolean().optional(),
};

export const automationSchema = fieldRules(AUTOMATION_RULES, { trim: ['name', 'message'] }).pipe(
  z.object({ name: z.string(), ...fields }),
);
export const automationPatchSchema = fieldRules(AUTOMATION_RULES, {
  trim: ['name', 'message'],
  partial: true,
}).pipe(z.object({ name: z.string().optional(), ...fields }));

type Body = z.infer<typeof automationPatchSchema>;

/** Product, courses and coach of this portal; a rule does at least one thing. */
async function automationInput(
  c: Context<AppEnv>,
  body: Body,
  current: AutomationInput | null,
): Promise<Partial<AutomationInput>> {
  const portalId = c.var.portal.id;
  const errors: ErrorObject[] = [];
  const input: Partial<AutomationInput> = {};
  if (body.name !== undefined) input.name = body.name;
  if (body.trigger !== undefined) input.trigger = body.trigger;
  if (body.message !== undefined) input.message = body.message;
  if (body.active !== undefined) input.active = body.active;
  if (body.subscription_months !== undefined) {
    input.subscriptionMonths = body.subscription_months ?? null;
  }
  if (body.product_id !== undefined) {
    const [id = null] = body.product_id
      ? await portalIdsOf(c, {
          table: 'products',
          field: 'product_id',
          ids: [body.product_id],
          errors,
        })
      : [];
    input.productId = id;
  }
  if (body.course_ids) {
    input.courseIds = await portalIdsOf(c, {
      table: 'courses',
      field: 'course_ids',
      ids: body.course_ids,
      errors,
    });
  }
  if (body.coach_id !== undefined) {
    const id = body.coach_id?.toLowerCase() ?? null;
    if (id && !(await isPortalCoach(c.var.db, { portalId, accountId: id }))) {
      errors.push(invalid('coach_id', text('commerce.automation.notCoach')));
    }
    input.coachId = id;
  }
  const merged = { ...current, ...input };
  const doesSomething =
    (merged.courseIds?.length ?? 0) > 0 ||
    Boolean(merged.subscriptionMonths) ||
    Boolean(merged.coachId) ||
    Boolean(merged.message?.trim());
  if (!doesSomething) errors.push(invalid('course_ids', text('commerce.automation.nothing')));
  if (errors.length > 0) throw new ApiError(422, errors);
  return input;
}

async function pathAutomation(c: Context<AppEnv>) {
  return found(
    findAutomation(c.var.db, {
      portalId: c.var.portal.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
}

/**
 * /v1/order_automations (SCREENS "/admin/settings/order-automations"): what happens when an
 * order is paid or refunded, for RULES.portalSettings (the portals feature and the academy
 * group). The list brings the form's choices: products, courses and coaches of the portal.
 */
export const orderAutomationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.portalSettings);
    await next();
  })
  .get('/', async (c) => {
    queryOf(c, {});
    const portalId = c.var.portal.id;
    const [rows, products, courses, coaches] = await Promise.all([
      listAutomations(c.var.db, { portalId }),
      listSalesProducts(c.var.db, { portalId }),
      portalCourses(c.var.db, { portalId }),
      portalCoaches(c.var.db, { portalId }),
    ]);
    return jsonApiResponse(
      buildDocument(rows.map(automationResource), {
        meta: {
          products: products.map((product) => ({
            id: product.id,
            name: product.name,
            language: product.language,
            business_model: product.businessModel,
            billing_period: product.billingPeriod,
            access_months: product.accessMonths,
          })),
          courses,
          coaches,
        },
      }),
    );
  })
  .post('/', async (c) => {
    const body = await attributesOf(c, automationSchema);
    const input = {
      trigger: 'paid',
      productId: null,
      courseIds: [],
      subscriptionMonths: null,
      coachId: null,
      message: '',
      active: true,
      ...(await automationInput(c, body, null)),
    } as AutomationInput;
    const row = await createAutomation(c.var.db, { portalId: c.var.portal.id, input });
    return resourceResponse(automationResource(row), { status: 201 });
  })
  .get('/:id', async (c) => {
    queryOf(c, {});
    return resourceResponse(automationResource(await pathAutomation(c)));
  })
  .patch('/:id', async (c) => {
    const current = await pathAutomation(c);
    const body = await attributesOf(c, automationPatchSchema);
    const input = await automationInput(c, body, {
      ...current,
      courseIds: current.courses.map((course) => course.id),
    });
    const row = await found(
      updateAutomation(c.var.db, {
        portalId: c.var.portal.id,
        id: current.id,
        input,
      }),
    );
    return resourceResponse(automationResource(row));
  })
  .delete('/:id', async (c) => {
    await found(
      deleteAutomation(c.var.db, {
        portalId: c.var.portal.id,
        id: uuidParam(c.req.param('id')),
      }),
    );
    return noContent();
  });

/** RULES.portalSettings: the portals feature plus the academy group (Ada only, not Sven). */
const SETTINGS = { guest: 401, ada: 200, others: 403 } as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/order_automations': list('order_automations'),
  'POST /v1/order_automations': one('order_automations', { status: [201] }),
  'GET /v1/order_automations/:id': one('order_automations'),
  'PATCH /v1/order_automations/:id': one('order_automations'),
  'DELETE /v1/order_automations/:id': NONE,
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/order_automations',
    path: () => '/v1/order_automations',
    expect: SETTINGS,
  },
  {
    method: 'POST',
    route: '/v1/order_automations',
    path: () => '/v1/order_automations',
    body: { name: '' },
    expect: { ...SETTINGS, ada: 422 },
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      method,
      route: '/v1/order_automations/:id',
      path: () => `/v1/order_automations/${NO_SUCH}`,
      body: method === 'PATCH' ? { name: '' } : undefined,
      expect: { ...SETTINGS, ada: 404 },
    }),
  ),
];
