import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  courseAccessGrants,
  enrollments,
  portals,
  products,
  salesCatalogs,
  subscriptions,
} from '../db/schema';
import type { Json } from '../test/api-client';
import { freshEntity as freshOrganisation } from '../test/commerce-fixtures';
import { setUpDemoApi } from '../test/demo-people';

/** An order's quantity is its number of seats. */
const PEOPLE = ['ada', 'sven', 'alex', 'stijn', 'lars'] as const;
type Who = (typeof PEOPLE)[number];
const { t, id, ask } = setUpDemoApi(PEOPLE);

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

async function demo() {
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  if (!portal) throw new Error('No demo portal');
  const productRows = await t.db.select().from(products).where(eq(products.portalId, portal.id));
  const product = (name: string) => productRows.find((p) => p.name === name)?.id ?? '';
  const [catalog] = await t.db
    .select()
    .from(salesCatalogs)
    .where(eq(salesCatalogs.name, 'Standard prices'));
  return {
    portalId: portal.id,
    catalogId: catalog?.id ?? '',
    single: product('Data literacy (single course)'),
    annual: product('Annual subscription'),
  };
}

/** A fresh organisation of `n` students (test/commerce-fixtures), each student signed in. */
async function freshEntity(name: string, n: number) {
  const { entityId, accountIds, emails } = await freshOrganisation(t, name, n);
  const tokens = await Promise.all(emails.map((email) => t.signIn(email)));
  return { entityId, accountIds, tokens };
}

/** A paid order of `seats` × the product for the entity; its id and its line's id. */
async function paidOrder(entityId: string, productId: string, seats: number) {
  const { catalogId } = await demo();
  const made = await ask('sven', '/v1/orders', {
    method: 'POST',
    body: body('orders', {
      customer_type: 'entity',
      customer_id: entityId,
      sales_catalog_id: catalogId,
      lines: [{ product_id: productId, quantity: seats }],
    }),
  });
  expect(made.status).toBe(201);
  const orderId: string = made.body.data.id;
  const paid = await ask('sven', `/v1/orders/${orderId}/status`, {
    method: 'POST',
    body: body('orders', { status: 'paid' }),
  });
  expect(paid.status).toBe(200);
  const seatsOf = await ask('sven', `/v1/orders/${orderId}/seats`);
  return { orderId, lineId: seatsOf.body.data[0].id as string, paid: paid.body };
}

const assign = (
  orderId: string,
  lineId: string,
  accountId: string,
  who: Who = 'sven',
  headers = {},
) =>
  ask(who, `/v1/orders/${orderId}/seats`, {
    method: 'POST',
    body: body('order_seats', { order_line_id: lineId, account_id: accountId }),
    headers,
  });

const lesson = (studentToken: string) =>
  t.request('/v1/courses/data-literacy/items/misleading-axes', { token: studentToken });

/** The line's seats and its holders' account ids. */
async function seats(orderId: string) {
  const answer = await ask('sven', `/v1/orders/${orderId}/seats`);
  expect(answer.status).toBe(200);
  const line = answer.body.data[0];
  return {
    used: line.attributes.used as number,
    free: line.attributes.free as number,
    seats: line.attributes.seats as number,
    holders: (answer.body.included ?? []).map((seat: Json) => ({
      seatId: seat.id as string,
      accountId: seat.attributes.account_id as string,
      assignedBy: seat.attributes.assigned_by_name as string | null,
    })),
  };
}

describe('seats of an order', () => {
  it('2 × Data literacy for 3 people: only the 2 seat holders get the course; a third seat is refused; freeing one takes its access and lets another have it', async () => {
    const { single } = await demo();
    const { entityId, accountIds, tokens } = await freshEntity('Three People BV', 3);
    const [a, b, c] = accountIds as [string, string, string];
    const [ta, tb, tc] = tokens as [string, string, string];
    const { orderId, lineId, paid } = await paidOrder(entityId, single, 2);
    // More people than seats: nobody is given one at payment, so nobody gets the course.
    expect(paid.data.attributes.automations[0].steps[0]).toMatchObject({
      step: 'enrol',
      summary: { accounts: 0 },
    });
    expect(await seats(orderId)).toMatchObject({ seats: 2, used: 0, free: 2, holders: [] });
    for (const studentToken of tokens) expect((await lesson(studentToken)).status).toBe(402);

    expect((await assign(orderId, lineId, a)).status).toBe(201);
    const second = await assign(orderId, lineId, b);
    expect(second.status).toBe(201);
    expect(second.body.data[0].attributes).toMatchObject({ seats: 2, used: 2, free: 0 });
    expect((await lesson(ta)).status).toBe(200);
    expect((await lesson(tb)).status).toBe(200);
    expect((await lesson(tc)).status).toBe(402);
    // A seat given after payment has the order's term: the product's twelve months.
    const [grant] = await t.db
      .select()
      .from(courseAccessGrants)
      .where(eq(courseAccessGrants.accountId, a));
    const days = ((grant?.endsAt?.getTime() ?? 0) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
    // The seat holders are enrolled, the third not.
    const enrolled = await t.db
      .select({ accountId: enrollments.accountId })
      .from(enrollments)
      .where(inArray(enrollments.accountId, accountIds));
    expect(enrolled.map((row) => row.accountId).sort()).toEqual([a, b].sort());

    // The third is refused with the reason, in the request's language.
    const third = await assign(orderId, lineId, c);
    expect(third.status).toBe(422);
    expect(third.body.errors[0]).toMatchObject({
      code: 'NO_FREE_SEAT',
      detail: 'All 2 seats of this order are in use; free one first.',
      meta: { seats: 2, used: 2 },
    });
    const dutch = await assign(orderId, lineId, c, 'sven', { 'accept-language': 'nl' });
    expect(dutch.body.errors[0].detail).toBe(
      'Alle 2 plaatsen van deze bestelling zijn in gebruik; maak er eerst een vrij.',
    );
    // The third's course page says the organisation's seats are all taken.
    const page = await t.request('/v1/courses/data-literacy', { token: tc });
    expect(page.body.data.attributes).toMatchObject({
      unlocked: false,
      organisation_seats: { total: 2, used: 2 },
    });

    // Free a's seat: a's access goes at once; c may now have it.
    const held = await seats(orderId);
    const seatOfA = held.holders.find((holder: Json) => holder.accountId === a)?.seatId;
    expect(held.holders.every((holder: Json) => holder.assignedBy === 'Sven Sales')).toBe(true);
    expect(
      (await ask('sven', `/v1/orders/${orderId}/seats/${seatOfA}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await lesson(ta)).status).toBe(402);
    expect((await lesson(tb)).status).toBe(200);
    // Freed once: a second time it is not found.
    expect(
      (await ask('sven', `/v1/orders/${orderId}/seats/${seatOfA}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await assign(orderId, lineId, c)).status).toBe(201);
    expect((await lesson(tc)).status).toBe(200);
    expect(await seats(orderId)).toMatchObject({ used: 2, free: 0 });
    // a again, once b's seat is free: the access comes back.
    const seatOfB = (await seats(orderId)).holders.find((h: Json) => h.accountId === b)?.seatId;
    await ask('sven', `/v1/orders/${orderId}/seats/${seatOfB}`, { method: 'DELETE' });
    expect((await assign(orderId, lineId, a)).status).toBe(201);
    expect((await lesson(ta)).status).toBe(200);
    expect((await lesson(tb)).status).toBe(402);
    const timeline = (await ask('sven', `/v1/orders/${orderId}`)).body.data.attributes.timeline;
    expect(timeline.map((entry: Json) => entry.kind)).toEqual(
      expect.arrayContaining(['seat_assigned', 'seat_freed']),
    );

    // A refund frees every seat and takes the access back.
    await ask('sven', `/v1/orders/${orderId}/status`, {
      method: 'POST',
      body: body('orders', { status: 'refunded' }),
    });
    expect(await seats(orderId)).toMatchObject({ used: 0, free: 2, holders: [] });
    for (const studentToken of tokens) expect((await lesson(studentToken)).status).toBe(402);
    const closed = await assign(orderId, lineId, b);
    expect(closed.status).toBe(422);
    expect(closed.body.errors[0].code).toBe('ORDER_CLOSED');
  });

  it('an order for no more people than seats seats them all at payment (the system assigned them)', async () => {
    const { single } = await demo();
    const { entityId, tokens } = await freshEntity('Two People BV', 2);
    const { orderId } = await paidOrder(entityId, single, 2);
    const state = await seats(orderId);
    expect(state).toMatchObject({ used: 2, free: 0 });
    expect(state.holders.map((holder: Json) => holder.assignedBy)).toEqual([null, null]);
    for (const studentToken of tokens) expect((await lesson(studentToken)).status).toBe(200);
  });

  it('a subscription bought for more people than seats goes to the seat holder only, and back with the seat', async () => {
    const { annual } = await demo();
    const { entityId, accountIds } = await freshEntity('Subscription Seats BV', 3);
    const [a, b] = accountIds as [string, string];
    const { orderId, lineId } = await paidOrder(entityId, annual, 1);
    const active = async (accountId: string) =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)))[0]
        ?.isActive ?? false;
    expect(await active(a)).toBe(false);
    expect((await assign(orderId, lineId, a)).status).toBe(201);
    expect(await active(a)).toBe(true);
    expect(await active(b)).toBe(false);
    const seatOfA = (await seats(orderId)).holders[0]?.seatId;
    await ask('sven', `/v1/orders/${orderId}/seats/${seatOfA}`, { method: 'DELETE' });
    expect(await active(a)).toBe(false);
    expect((await assign(orderId, lineId, b)).status).toBe(201);
    expect(await active(b)).toBe(true);
  });

  it('refuses an account of another organisation or portal, and an unknown line', async () => {
    const { single } = await demo();
    const { entityId } = await freshEntity('Closed Shop BV', 3);
    const { orderId, lineId } = await paidOrder(entityId, single, 2);
    // Stijn is Acme's; Lars is of Unlimited Learning.
    for (const other of [id.stijn, id.lars]) {
      const refused = await assign(orderId, lineId, other ?? '');
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/account_id' },
        detail: 'This account is not one of the order’s customer: only they can hold its seats.',
      });
    }
    const line = await assign(orderId, orderId, id.stijn ?? '');
    expect(line.status).toBe(422);
    expect(line.body.errors[0].source.pointer).toBe('/data/attributes/order_line_id');
    const malformed = await ask('sven', `/v1/orders/${orderId}/seats`, {
      method: 'POST',
      body: body('order_seats', { order_line_id: 'nope' }),
    });
    expect(malformed.status).toBe(422);
    expect(await seats(orderId)).toMatchObject({ used: 0 });
  });

  it('only the sales roles of RULES.orders see and hand out seats; the customer’s people do not', async () => {
    const { single } = await demo();
    const { entityId, accountIds, tokens } = await freshEntity('Who May BV', 3);
    const { orderId, lineId } = await paidOrder(entityId, single, 1);
    expect((await ask(null, `/v1/orders/${orderId}/seats`)).status).toBe(401);
    expect((await ask('alex', `/v1/orders/${orderId}/seats`)).status).toBe(403);
    expect((await ask('stijn', `/v1/orders/${orderId}/seats`)).status).toBe(403);
    const self = await t.request(`/v1/orders/${orderId}/seats`, {
      method: 'POST',
      token: tokens[0],
      body: body('order_seats', { order_line_id: lineId, account_id: accountIds[0] }),
    });
    expect(self.status).toBe(403);
    expect((await ask('ada', `/v1/orders/${orderId}/seats`)).status).toBe(200);
    const found = await ask('sven', `/v1/orders/${orderId}/seat_accounts?filter[search]=student 2`);
    expect(found.body.data.map((row: Json) => row.attributes.full_name)).toEqual([
      'Who May BV student 2',
    ]);
    expect((await assign(orderId, lineId, accountIds[1] ?? '', 'ada')).status).toBe(201);
    const again = await ask('sven', `/v1/orders/${orderId}/seat_accounts`);
    expect(again.body.data.map((row: Json) => row.attributes.seat_line_ids)).toEqual([
      [],
      [lineId],
      [],
    ]);
    const [row] = await t.db
      .select({ n: count() })
      .from(enrollments)
      .where(inArray(enrollments.accountId, accountIds));
    expect(row?.n).toBe(1);
  });
});
