import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../shared/commerce/order-status';
import {
  accountRoles,
  accounts,
  courseAccessGrants,
  courses,
  enrollments,
  entities,
  notifications,
  orderAutomations,
  orders,
  portals,
  products,
  salesCatalogs,
  subscriptions,
} from '../db/schema';
import type { Json } from '../test/api-client';
import { freshEntity } from '../test/commerce-fixtures';
import { setUpDemoApi } from '../test/demo-people';
import { settleOrder } from './order-automations.queries';

const PEOPLE = ['ada', 'sven', 'alex', 'cora', 'stijn', 'eva', 'fenna'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, token, ask } = setUpDemoApi(PEOPLE);
const YEAR = new Date().getUTCFullYear();

/** A CSV export (not JSON): the response and its lines. */
const csvOf = async (who: Who, path: string) => {
  const response = await t.api.fetch(
    new Request(`http://api${path}`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
    }),
  );
  return { response, lines: (await response.text()).trim().split('\r\n') };
};

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

async function demo() {
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  if (!portal) throw new Error('No demo portal');
  const productRows = await t.db.select().from(products).where(eq(products.portalId, portal.id));
  const product = (name: string) => {
    const row = productRows.find((p) => p.name === name);
    if (!row) throw new Error(`No product ${name}`);
    return row.id;
  };
  const [catalog] = await t.db
    .select()
    .from(salesCatalogs)
    .where(eq(salesCatalogs.name, 'Standard prices'));
  const entity = async (name: string) => {
    const [row] = await t.db.select().from(entities).where(eq(entities.name, name));
    if (!row) throw new Error(`No entity ${name}`);
    return row.id;
  };
  return {
    portalId: portal.id,
    catalogId: catalog?.id ?? '',
    annual: product('Annual subscription'),
    single: product('Data literacy (single course)'),
    flat: product('Flat fee: all courses'),
    acme: await entity('Acme Learning BV'),
  };
}

type Draft = {
  customer?: ['entity' | 'account', string];
  lines: [string, number][];
  code?: string;
  status?: 'draft' | 'pending_payment';
  reference?: string;
};

async function orderBody(draft: Draft) {
  const { catalogId } = await demo();
  return body('orders', {
    ...(draft.customer ? { customer_type: draft.customer[0], customer_id: draft.customer[1] } : {}),
    sales_catalog_id: catalogId,
    lines: draft.lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    ...(draft.code !== undefined ? { promotion_code: draft.code } : {}),
    ...(draft.status ? { status: draft.status } : {}),
    billing_reference: draft.reference ?? '',
  });
}

const quote = async (who: Who, draft: Draft) =>
  ask(who, '/v1/orders/quote', { method: 'POST', body: await orderBody(draft) });
const create = async (who: Who, draft: Draft) =>
  ask(who, '/v1/orders', { method: 'POST', body: await orderBody(draft) });
const setStatus = (who: Who, orderId: string, status: string) =>
  ask(who, `/v1/orders/${orderId}/status`, { method: 'POST', body: body('orders', { status }) });

describe('who reaches the sales endpoints (spec §6: portals feature plus academy/sales groups)', () => {
  it('Sven and Ada yes; Alex, Cora and Stijn no (403), guests 401', async () => {
    for (const who of ['sven', 'ada'] as const) {
      expect((await ask(who, '/v1/orders')).status).toBe(200);
      expect((await ask(who, '/v1/promotions')).status).toBe(200);
      expect((await ask(who, '/v1/products')).status).toBe(200);
      expect((await ask(who, '/v1/sales_catalogs')).status).toBe(200);
    }
    for (const who of ['alex', 'cora', 'stijn'] as const) {
      expect((await ask(who, '/v1/orders')).status).toBe(403);
      expect((await ask(who, '/v1/promotions')).status).toBe(403);
      expect((await ask(who, '/v1/products')).status).toBe(403);
      expect((await quote(who, { lines: [] })).status).toBe(403);
    }
    expect((await ask(null, '/v1/orders')).status).toBe(401);
  });

  it('order automations are portal settings: Ada yes, Sven no', async () => {
    expect((await ask('ada', '/v1/order_automations')).status).toBe(200);
    expect((await ask('sven', '/v1/order_automations')).status).toBe(403);
  });
});

describe('the demo data (DEMO-DATA.md "Commerce")', () => {
  it('has DEMO-…-000001 to 000003 with their customers, lines and statuses', async () => {
    const { status, body: list } = await ask('sven', '/v1/orders?sort=number');
    expect(status).toBe(200);
    const seeded = list.data
      .slice(0, 3)
      .map((order: Json) => [
        order.attributes.number,
        order.attributes.customer_name,
        order.attributes.lines.map((l: Json) => `${l.quantity} × ${l.product_name}`).join(),
        order.attributes.status,
      ]);
    expect(seeded).toEqual([
      [
        expect.stringMatching(/^DEMO-\d{4}-000001$/),
        'Acme Learning BV',
        '10 × Annual subscription',
        'fulfilled',
      ],
      [
        expect.stringMatching(/^DEMO-\d{4}-000002$/),
        'Flat Fee Group',
        '1 × Flat fee: all courses',
        'fulfilled',
      ],
      [
        expect.stringMatching(/^DEMO-\d{4}-000003$/),
        'Acme Learning BV',
        '5 × Data literacy (single course)',
        'pending_payment',
      ],
    ]);
    // 10 × 240.00 + 21 % VAT
    expect(list.data[0].attributes.total_cents).toBe(290_400);
  });

  it('prices the three products in the catalog "Standard prices", in order', async () => {
    const { body: catalogs } = await ask('sven', '/v1/sales_catalogs');
    const standard = catalogs.data.find((c: Json) => c.attributes.name === 'Standard prices');
    const { annual, single, flat } = await demo();
    expect(standard.attributes.product_ids).toEqual([annual, single, flat]);
    const { body: list } = await ask('sven', '/v1/products');
    const prices = Object.fromEntries(
      list.data.map((p: Json) => [p.attributes.name, p.attributes.prices[0]?.amount_cents]),
    );
    expect(prices).toMatchObject({
      'Annual subscription': 24_000,
      'Data literacy (single course)': 9_500,
      'Flat fee: all courses': 150_000,
    });
  });
});

describe('quotes: totals from the server and a precise reason for a refused code', () => {
  it('2 × Data literacy (single course): 190.00 + 39.90 VAT', async () => {
    const { single, acme } = await demo();
    const { status, body: answer } = await quote('sven', {
      customer: ['entity', acme],
      lines: [[single, 2]],
    });
    expect(status).toBe(200);
    expect(answer.data.attributes).toMatchObject({
      currency: 'EUR',
      subtotal_cents: 19_000,
      discount_cents: 0,
      vat_cents: 3_990,
      total_cents: 22_990,
    });
  });

  it('AUTUMN25 does not apply to Data literacy (not applicable)', async () => {
    const { single, acme } = await demo();
    const { body: answer } = await quote('sven', {
      customer: ['entity', acme],
      lines: [[single, 2]],
      code: 'AUTUMN25',
    });
    expect(answer.data.attributes.promotion).toEqual({
      code: 'AUTUMN25',
      applied: false,
      refusal: 'not_applicable',
    });
    expect(answer.meta.problems[0]).toMatchObject({
      code: 'PROMOTION_NOT_APPLICABLE',
      detail: 'This code does not apply to these products.',
      source: { pointer: '/data/attributes/promotion_code' },
    });
    expect(answer.data.attributes.total_cents).toBe(22_990);
  });

  it('EXPIRED5 has expired; an unknown code is unknown', async () => {
    const { single } = await demo();
    const expired = await quote('sven', { lines: [[single, 1]], code: 'EXPIRED5' });
    expect(expired.body.data.attributes.promotion.refusal).toBe('expired');
    const unknown = await quote('sven', { lines: [[single, 1]], code: 'NOSUCHCODE' });
    expect(unknown.body.data.attributes.promotion.refusal).toBe('unknown');
  });

  it('a refused code reads in the request’s language: the quote’s problem and the 422', async () => {
    const { single, acme } = await demo();
    const expected = {
      en: {
        expired: { title: 'Promotion code expired', detail: 'This code has expired.' },
        notApplicable: {
          title: 'Promotion code does not apply',
          detail: 'This code does not apply to these products.',
        },
      },
      nl: {
        expired: { title: 'Actiecode verlopen', detail: 'Deze code is verlopen.' },
        notApplicable: {
          title: 'Actiecode geldt hier niet',
          detail: 'Deze code geldt niet voor deze producten.',
        },
      },
      ro: {
        expired: { title: 'Cod promoțional expirat', detail: 'Acest cod a expirat.' },
        notApplicable: {
          title: 'Codul promoțional nu se aplică',
          detail: 'Acest cod nu se aplică acestor produse.',
        },
      },
    };
    for (const locale of ['en', 'nl', 'ro'] as const) {
      const asked = async (path: string, code: string) =>
        t.request(path, {
          method: 'POST',
          token: token.sven,
          headers: { 'accept-language': locale },
          body: await orderBody({ customer: ['entity', acme], lines: [[single, 2]], code }),
        });
      const expired = await asked('/v1/orders/quote', 'EXPIRED5');
      expect(expired.body.meta.problems[0]).toMatchObject({
        code: 'PROMOTION_EXPIRED',
        ...expected[locale].expired,
      });
      const refused = await asked('/v1/orders', 'AUTUMN25');
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'PROMOTION_NOT_APPLICABLE',
        ...expected[locale].notApplicable,
      });
    }
  });

  it('codes are case-insensitive: autumn25 takes 25 % off the Annual subscription', async () => {
    const { annual, single } = await demo();
    const { body: answer } = await quote('sven', {
      lines: [
        [annual, 10],
        [single, 1],
      ],
      code: 'autumn25',
    });
    expect(answer.data.attributes.promotion).toEqual({
      code: 'AUTUMN25',
      applied: true,
      refusal: null,
    });
    expect(answer.data.attributes.lines.map((l: Json) => l.discount_cents)).toEqual([60_000, 0]);
    expect(answer.data.attributes.total_cents).toBe(180_000 + 37_800 + 9_500 + 1_995);
  });

  it('refuses a malformed body with 422 per field, and the browser’s figures are not read', async () => {
    const { single, catalogId } = await demo();
    const { status, body: answer } = await ask('sven', '/v1/orders/quote', {
      method: 'POST',
      body: body('orders', {
        sales_catalog_id: catalogId,
        lines: [{ product_id: single, quantity: 1001 }],
        total_cents: 1,
      }),
    });
    expect(status).toBe(422);
    expect(answer.errors[0].source.pointer).toBe('/data/attributes/lines/0/quantity');
    const ok = await ask('sven', '/v1/orders/quote', {
      method: 'POST',
      body: body('orders', {
        sales_catalog_id: catalogId,
        lines: [{ product_id: single, quantity: 1, unit_price_cents: 1 }],
        total_cents: 1,
      }),
    });
    expect(ok.body.data.attributes.total_cents).toBe(11_495);
  });
});

describe('creating orders and their status machine', () => {
  it('numbers the next order of the year, records who made it, and prices it on the server', async () => {
    const { single, acme } = await demo();
    const { status, body: created } = await create('sven', {
      customer: ['entity', acme],
      lines: [[single, 2]],
      reference: 'PO-1',
    });
    expect(status).toBe(201);
    expect(created.data.attributes).toMatchObject({
      number: expect.stringMatching(new RegExp(`^DEMO-${YEAR}-\\d{6}$`)),
      status: 'pending_payment',
      customer_name: 'Acme Learning BV',
      total_cents: 22_990,
      billing_reference: 'PO-1',
    });
    expect(created.data.attributes.timeline).toEqual([
      expect.objectContaining({
        kind: 'created',
        to_status: 'pending_payment',
        actor_name: 'Sven Sales',
      }),
    ]);
  });

  it('a line keeps its product’s language as sold, as it keeps the name (WCAG 3.1.2)', async () => {
    const { single, acme } = await demo();
    // The seeded orders' lines name English products, and say so.
    const { body: list } = await ask('sven', '/v1/orders?sort=number');
    for (const order of list.data.slice(0, 3)) {
      for (const line of order.attributes.lines) expect(line.product_language).toBe('en');
    }
    await t.db.update(products).set({ language: 'nl' }).where(eq(products.id, single));
    try {
      const { status, body: created } = await create('sven', {
        customer: ['entity', acme],
        lines: [[single, 1]],
      });
      expect(status).toBe(201);
      expect(created.data.attributes.lines[0].product_language).toBe('nl');
      // Renamed into another language later: the order shows what was sold.
      await t.db.update(products).set({ language: 'ro' }).where(eq(products.id, single));
      const { body: again } = await ask('sven', `/v1/orders/${created.data.id}`);
      expect(again.data.attributes.lines[0].product_language).toBe('nl');
    } finally {
      await t.db.update(products).set({ language: 'en' }).where(eq(products.id, single));
    }
  });

  it('refuses a refused code when creating (422 with its reason)', async () => {
    const { single, acme } = await demo();
    const { status, body: answer } = await create('sven', {
      customer: ['entity', acme],
      lines: [[single, 2]],
      code: 'AUTUMN25',
    });
    expect(status).toBe(422);
    expect(answer.errors[0].code).toBe('PROMOTION_NOT_APPLICABLE');
  });

  it('goes draft → pending payment → paid, never skips, and records each change', async () => {
    const { flat } = await demo();
    const { entityId } = await freshEntity(t, 'Status Machine BV', 1);
    const made = await create('sven', {
      customer: ['entity', entityId],
      lines: [[flat, 1]],
      status: 'draft',
    });
    const orderId = made.body.data.id;
    const skipped = await setStatus('sven', orderId, 'paid');
    expect(skipped.status).toBe(422);
    expect(skipped.body.errors[0]).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      detail: 'An order in draft cannot become paid.',
      source: { pointer: '/data/attributes/status' },
      meta: { from: 'draft', to: 'paid', allowed: ['pending_payment', 'cancelled'] },
    });
    expect((await setStatus('sven', orderId, 'pending_payment')).status).toBe(200);
    const paid = await setStatus('ada', orderId, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.data.attributes.paid_at).not.toBeNull();
    const statuses = paid.body.data.attributes.timeline.map((event: Json) => [
      event.kind,
      event.to_status,
      event.actor_name,
    ]);
    expect(statuses.slice(0, 3)).toEqual([
      ['created', 'draft', 'Sven Sales'],
      ['status', 'pending_payment', 'Sven Sales'],
      ['status', 'paid', 'Ada Admin'],
    ]);
    // No rule for this product: paid it stays, until someone marks it fulfilled.
    expect(paid.body.data.attributes.status).toBe('paid');
    expect((await setStatus('sven', orderId, 'fulfilled')).body.data.attributes.status).toBe(
      'fulfilled',
    );
    const late = await setStatus('sven', orderId, 'cancelled');
    expect(late.status).toBe(422);
    expect(late.body.errors[0].detail).toBe('An order in fulfilled cannot become cancelled.');
  });

  it('names an illegal move in the request’s language', async () => {
    const { flat } = await demo();
    const { entityId } = await freshEntity(t, 'Illegal Move BV', 1);
    const made = await create('sven', {
      customer: ['entity', entityId],
      lines: [[flat, 1]],
      status: 'draft',
    });
    const orderId = made.body.data.id;
    const details: Record<string, string> = {};
    for (const locale of ['en', 'nl', 'ro']) {
      const answer = await t.request(`/v1/orders/${orderId}/status`, {
        method: 'POST',
        token: token.sven,
        headers: { 'accept-language': locale },
        body: body('orders', { status: 'paid' }),
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].code).toBe('ILLEGAL_TRANSITION');
      details[locale] = answer.body.errors[0].detail;
    }
    expect(details).toEqual({
      en: 'An order in draft cannot become paid.',
      nl: 'Een bestelling met status ‘Concept’ kan niet naar ‘Betaald’.',
      ro: 'O comandă cu starea „Ciornă” nu poate trece în „Plătită”.',
    });
  });

  it('keeps 409 for a change made meanwhile: the status the client saw is no longer the order’s', async () => {
    const { flat } = await demo();
    const { entityId } = await freshEntity(t, 'Meanwhile BV', 1);
    const made = await create('sven', { customer: ['entity', entityId], lines: [[flat, 1]] });
    const orderId = made.body.data.id;
    const move = (who: Who, status: string, from: string) =>
      ask(who, `/v1/orders/${orderId}/status`, {
        method: 'POST',
        body: body('orders', { status, from_status: from }),
      });
    // Both opened the order while it waited for payment; Ada marks it paid first.
    expect((await move('ada', 'paid', 'pending_payment')).status).toBe(200);
    const stale = await move('sven', 'cancelled', 'pending_payment');
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      meta: { status: 'paid' },
    });
    // Told what it is now, the same move is illegal, and says so.
    const illegal = await move('sven', 'cancelled', 'paid');
    expect(illegal.status).toBe(422);
    expect(illegal.body.errors[0].code).toBe('ILLEGAL_TRANSITION');
  });

  it('another portal’s order does not exist there (404), even for Ada', async () => {
    const [unlimited] = await t.db.select().from(portals).where(eq(portals.key, 'unlimited'));
    const [order] = await t.db.select().from(orders).limit(1);
    // Give Unlimited Learning the portals feature, so the rule lets Ada in there.
    await t.db
      .update(portals)
      .set({ features: sql`array_append(${portals.features}, 'portals')` })
      .where(eq(portals.id, unlimited?.id ?? ''));
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    try {
      const there = (path: string, method = 'GET') =>
        t.request(path, { token: adaThere, domain: 'unlimited.localhost', method });
      expect((await there('/v1/orders')).body.data).toEqual([]);
      expect((await there(`/v1/orders/${order?.id}`)).status).toBe(404);
      expect((await there(`/v1/orders/${order?.id}/automations`, 'POST')).status).toBe(404);
      expect((await ask('ada', `/v1/orders/${order?.id}`)).status).toBe(200);
    } finally {
      await t.db
        .update(portals)
        .set({ features: sql`array_remove(${portals.features}, 'portals')` })
        .where(eq(portals.id, unlimited?.id ?? ''));
    }
  });
});

describe('promotion limits', () => {
  it('1 per account: AUTUMN25 twice for one customer is refused the second time', async () => {
    const { annual } = await demo();
    const { entityId } = await freshEntity(t, 'Autumn Twice BV', 1);
    const first = await create('sven', {
      customer: ['entity', entityId],
      lines: [[annual, 1]],
      code: 'AUTUMN25',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes.discount_cents).toBe(6_000);
    const second = await create('sven', {
      customer: ['entity', entityId],
      lines: [[annual, 1]],
      code: 'AUTUMN25',
    });
    expect(second.status).toBe(422);
    expect(second.body.errors[0].meta.reason).toBe('account_limit_reached');
    // Cancelling the first gives its redemption back.
    await setStatus('sven', first.body.data.id, 'cancelled');
    const again = await create('sven', {
      customer: ['entity', entityId],
      lines: [[annual, 1]],
      code: 'AUTUMN25',
    });
    expect(again.status).toBe(201);
  });

  it('the redemptions report lists each use with its order', async () => {
    const { body: report } = await ask('sven', '/v1/promotions/redemptions');
    expect(report.data.length).toBeGreaterThanOrEqual(2);
    expect(report.data[0].attributes).toMatchObject({
      code: 'AUTUMN25',
      customer_name: 'Autumn Twice BV',
      discount_cents: 6_000,
      released_at: null,
    });
    const csv = await csvOf('sven', '/v1/promotions/redemptions/export');
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.lines[1]).toContain('AUTUMN25');
    expect((await csvOf('alex', '/v1/promotions/redemptions/export')).response.status).toBe(403);
  });
});

describe('order automations (SCREENS "/admin/settings/order-automations")', () => {
  it('a paid Annual subscription for Acme (3 seats, 43 accounts) gives nobody access until a seat is Eva’s, then at once; a refund takes it back', async () => {
    const { annual, acme } = await demo();
    const me = async () => (await ask('eva', '/v1/me?include=subscription')).body;
    const active = (document: Json) =>
      document.included.find((r: Json) => r.type === 'subscriptions')?.attributes.is_active;
    expect(active(await me())).toBe(false);
    const [before] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, id.eva ?? ''));
    const unread = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.accountId, id.eva ?? ''))
      )[0]?.n ?? 0;
    const unreadBefore = await unread();

    const made = await create('sven', { customer: ['entity', acme], lines: [[annual, 3]] });
    const paid = await setStatus('sven', made.body.data.id, 'paid');
    expect(paid.body.data.attributes.status).toBe('fulfilled');
    expect(paid.body.data.attributes.automations).toEqual([
      expect.objectContaining({
        name: 'Annual subscription: start the subscription',
        status: 'done',
        steps: [
          expect.objectContaining({ step: 'subscription', status: 'done' }),
          expect.objectContaining({ step: 'notify', status: 'done' }),
        ],
      }),
    ]);
    // Fewer seats than accounts: nobody is given one at payment.
    expect(paid.body.data.attributes.automations[0].steps[0].summary).toMatchObject({
      accounts: 0,
    });
    expect(active(await me())).toBe(false);
    const seats = await ask('sven', `/v1/orders/${made.body.data.id}/seats`);
    const given = await ask('sven', `/v1/orders/${made.body.data.id}/seats`, {
      method: 'POST',
      body: body('order_seats', { order_line_id: seats.body.data[0].id, account_id: id.eva }),
    });
    expect(given.status).toBe(201);
    // The next request sees it: no sign-out needed.
    expect(active(await me())).toBe(true);
    expect(await unread()).toBe(unreadBefore + 1);
    // The automation's message leads to the customer's orders and subscription.
    const [message] = await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(eq(notifications.accountId, id.eva ?? ''))
      .orderBy(desc(notifications.receivedAt))
      .limit(1);
    expect(message?.link).toBe('/account/orders');
    expect((await ask('eva', '/v1/courses/time-management/items/urgent-or-important')).status).toBe(
      200,
    );

    const refunded = await setStatus('ada', made.body.data.id, 'refunded');
    expect(refunded.body.data.attributes.automations[0].status).toBe('undone');
    expect(active(await me())).toBe(false);
    const [after] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, id.eva ?? ''));
    expect(after?.endsAt?.toISOString()).toBe(before?.endsAt?.toISOString());
    expect((await ask('eva', '/v1/courses/time-management/items/urgent-or-important')).status).toBe(
      402,
    );
  });

  it('Data literacy (single course) paid enrols the customer’s accounts, with access to that course only', async () => {
    const { single } = await demo();
    const { entityId, accountIds, emails } = await freshEntity(t, 'Single Course BV', 2);
    const [first] = accountIds;
    // An entity on a subscription model with no subscriptions: its students get 402s.
    const student = await t.signIn(emails[0] ?? '');
    const lesson = (course: string, item: string) =>
      t.request(`/v1/courses/${course}/items/${item}`, { token: student });
    expect((await lesson('data-literacy', 'misleading-axes')).status).toBe(402);
    const made = await create('sven', { customer: ['entity', entityId], lines: [[single, 2]] });
    const paid = await setStatus('sven', made.body.data.id, 'paid');
    expect(paid.body.data.attributes.status).toBe('fulfilled');
    const [enrol] = paid.body.data.attributes.automations[0].steps;
    expect(enrol).toMatchObject({
      step: 'enrol',
      status: 'done',
      summary: { accounts: 2, enrolled: 2 },
    });
    const rows = await t.db
      .select({ n: count() })
      .from(enrollments)
      .where(inArray(enrollments.accountId, accountIds));
    expect(rows[0]?.n).toBe(2);
    const grants = await t.db
      .select()
      .from(courseAccessGrants)
      .where(eq(courseAccessGrants.accountId, first ?? ''));
    expect(grants).toHaveLength(1);
    // Twelve months of access (the product's access months).
    const months =
      ((grants[0]?.endsAt?.getTime() ?? 0) - (grants[0]?.startsAt.getTime() ?? 0)) /
      (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    // That course opens (the next request, no sign-out); the others stay locked.
    const detail = await t.request('/v1/courses/data-literacy', { token: student });
    expect(detail.body.data.attributes).toMatchObject({ access: 'enrolled', unlocked: true });
    expect((await lesson('data-literacy', 'misleading-axes')).status).toBe(200);
    expect((await lesson('time-management', 'urgent-or-important')).status).toBe(402);
    const catalog = await t.request('/v1/catalog/courses?page[size]=50', { token: student });
    const cards = Object.fromEntries(
      catalog.body.data.map((course: Json) => [course.attributes.slug, course.attributes.access]),
    );
    expect(cards['data-literacy']).toBe('enrolled');
    expect(cards['time-management']).toBe('locked');

    // Refund: access revoked, the enrolments it made gone.
    await setStatus('sven', made.body.data.id, 'refunded');
    const left = await t.db
      .select({ n: count() })
      .from(enrollments)
      .where(inArray(enrollments.accountId, accountIds));
    expect(left[0]?.n).toBe(0);
    expect((await lesson('data-literacy', 'misleading-axes')).status).toBe(402);
    const open = await t.db
      .select({ n: count() })
      .from(courseAccessGrants)
      .where(
        and(eq(courseAccessGrants.accountId, first ?? ''), isNull(courseAccessGrants.revokedAt)),
      );
    expect(open[0]?.n).toBe(0);
  });

  it('a step that fails is shown on the order; the retry goes on from it and enrols nobody twice', async () => {
    const { flat } = await demo();
    const [course] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.slug, 'writing-for-the-web'));
    const coach = await freshEntity(t, 'Coach For Now BV', 1);
    const coachId = coach.accountIds[0] ?? '';
    await t.db.insert(accountRoles).values({ accountId: coachId, role: 'coach' });
    const rule = await ask('ada', '/v1/order_automations', {
      method: 'POST',
      body: body('order_automations', {
        name: 'Flat fee: enrol and coach',
        product_id: flat,
        course_ids: [course?.id],
        coach_id: coachId,
      }),
    });
    expect(rule.status).toBe(201);
    // The coach steps down before the order is paid: the coach step cannot be done.
    await t.db
      .delete(accountRoles)
      .where(and(eq(accountRoles.accountId, coachId), eq(accountRoles.role, 'coach')));
    const { entityId, accountIds } = await freshEntity(t, 'Retry Me BV', 3);
    // Three seats for three accounts: each is given one at payment.
    const made = await create('sven', { customer: ['entity', entityId], lines: [[flat, 3]] });
    const paid = await setStatus('sven', made.body.data.id, 'paid');
    expect(paid.body.data.attributes.status).toBe('paid');
    const run = paid.body.data.attributes.automations.find(
      (r: Json) => r.name === 'Flat fee: enrol and coach',
    );
    expect(run).toMatchObject({ status: 'failed', error: 'coach_unavailable' });
    expect(run.steps).toEqual([
      expect.objectContaining({ step: 'enrol', status: 'done' }),
      expect.objectContaining({ step: 'coach', status: 'failed', error: 'coach_unavailable' }),
    ]);
    expect(paid.body.data.attributes.timeline.map((e: Json) => e.kind)).toContain(
      'automation_failed',
    );

    // Put it right, then retry: the enrolment is not done again, the coach step is.
    await t.db.insert(accountRoles).values({ accountId: coachId, role: 'coach' });
    const retried = await ask('sven', `/v1/orders/${made.body.data.id}/automations`, {
      method: 'POST',
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data.attributes.status).toBe('fulfilled');
    const again = retried.body.data.attributes.automations.find(
      (r: Json) => r.name === 'Flat fee: enrol and coach',
    );
    expect(again.steps.map((s: Json) => [s.step, s.status])).toEqual([
      ['enrol', 'done'],
      ['coach', 'done'],
    ]);
    const enrolled = await t.db
      .select({ n: count() })
      .from(enrollments)
      .where(inArray(enrollments.accountId, accountIds));
    expect(enrolled[0]?.n).toBe(3);
    const coached = await t.db
      .select({ n: count() })
      .from(accounts)
      .where(and(inArray(accounts.id, accountIds), eq(accounts.primaryCoachId, coachId)));
    expect(coached[0]?.n).toBe(3);
    // A second retry changes nothing.
    await ask('sven', `/v1/orders/${made.body.data.id}/automations`, { method: 'POST' });
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(enrollments)
          .where(inArray(enrollments.accountId, accountIds))
      )[0]?.n,
    ).toBe(3);
    await t.db.delete(orderAutomations).where(eq(orderAutomations.id, rule.body.data.id));
  });

  it('a crash between two steps: the retry does not extend the subscription twice (idempotency key per order and rule)', async () => {
    const { portalId, annual } = await demo();
    const { entityId, accountIds } = await freshEntity(t, 'Crash Test BV', 2);
    const made = await create('sven', {
      customer: ['entity', entityId],
      lines: [[annual, 2]],
      status: 'pending_payment',
    });
    const orderId = made.body.data.id;
    // Paid without running the automations (as if the server died right after the change).
    await t.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(orders.id, orderId));
    await expect(
      settleOrder(t.db, {
        portalId,
        orderId,
        hooks: {
          afterStep: (step) => {
            if (step === 'subscription') throw new Error('the process died');
          },
        },
      }),
    ).rejects.toThrow('the process died');
    const afterCrash = await t.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.accountId, accountIds));
    expect(afterCrash).toHaveLength(2);
    const ends = afterCrash.map((s) => s.endsAt?.toISOString()).sort();

    // Two retries at once, then another: one subscription term, one notification each.
    await Promise.all([
      settleOrder(t.db, { portalId, orderId }),
      settleOrder(t.db, { portalId, orderId }),
    ]);
    const settled = await settleOrder(t.db, { portalId, orderId });
    expect(settled?.status).toBe('fulfilled');
    const afterRetry = await t.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.accountId, accountIds));
    expect(afterRetry.map((s) => s.endsAt?.toISOString()).sort()).toEqual(ends);
    const sent = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(inArray(notifications.accountId, accountIds));
    expect(sent[0]?.n).toBe(2);
  });
});

describe('the student’s orders (/account/orders)', () => {
  it('Stijn sees his entity’s orders, without drafts; someone else’s are not found', async () => {
    const { body: mine, status } = await ask('stijn', `/v1/accounts/${id.stijn}/orders`);
    expect(status).toBe(200);
    const numbers = mine.data.map((o: Json) => o.attributes.number);
    expect(numbers).toContain(orderNumber('demo', Number(numbers.at(-1)?.split('-')[1]), 1));
    expect(mine.data.every((o: Json) => o.attributes.status !== 'draft')).toBe(true);
    expect(mine.data.every((o: Json) => o.attributes.customer_name === 'Acme Learning BV')).toBe(
      true,
    );
    expect((await ask('fenna', `/v1/accounts/${id.stijn}/orders`)).status).toBe(404);
    expect((await ask('sven', `/v1/accounts/${id.stijn}/orders`)).status).toBe(200);
  });
});

describe('the orders list', () => {
  it('filters by status and search, sorts, and exports what it shows as CSV', async () => {
    const pending = await ask('sven', '/v1/orders?filter[status]=pending_payment');
    expect(pending.body.data.every((o: Json) => o.attributes.status === 'pending_payment')).toBe(
      true,
    );
    const flat = await ask('sven', '/v1/orders?filter[search]=flat%20fee%20group');
    expect(flat.body.data.map((o: Json) => o.attributes.customer_name)).toEqual(['Flat Fee Group']);
    const byTotal = await ask('sven', '/v1/orders?sort=-total&page[size]=5');
    const totals = byTotal.body.data.map((o: Json) => o.attributes.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await ask('sven', '/v1/orders?filter[status]=shipped')).status).toBe(400);
    const csv = await csvOf('sven', '/v1/orders/export?filter[search]=flat%20fee%20group');
    expect(csv.response.headers.get('content-disposition')).toContain('orders.csv');
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[1]).toContain('Flat Fee Group');
    expect(csv.lines[1]).toContain('1500.00');
  });

  it('finds customers: entities and accounts of this portal', async () => {
    const { body: found } = await ask('sven', '/v1/order_customers?filter[search]=acme');
    expect(found.data[0].attributes).toMatchObject({ kind: 'entity', name: 'Acme Learning BV' });
    const { body: people } = await ask('sven', '/v1/order_customers?filter[search]=stijn');
    expect(people.data.map((c: Json) => c.attributes.name)).toContain('Stijn Student');
  });
});
