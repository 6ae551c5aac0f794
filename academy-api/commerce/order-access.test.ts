import { and, count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountRoles,
  accounts,
  contracts,
  entities,
  notifications,
  orders,
  portals,
  products,
  salesCatalogs,
} from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { settleOrder } from './order-automations.queries';

/*
 * Access a paid order gives shows everywhere at once — the catalog's card,
 * the course page, my courses (the enrolments), the player — through the one access rule, and
 * each account that got a course is told so once (also after a retry); a refund puts the wall
 * back.
 */
const PEOPLE = ['sven', 'ada', 'stijn', 'eva'] as const;
const { t, id, token, ask } = setUpDemoApi(PEOPLE);
type Who = (typeof PEOPLE)[number];
const setStatus = (who: Who, orderId: string, status: string) =>
  ask(who, `/v1/orders/${orderId}/status`, {
    method: 'POST',
    body: { data: { type: 'orders', attributes: { status } } },
  });

/** Where each catalog course stands for a token: slug → access, unlocked, basis. */
async function catalogFor(tokenOf: string) {
  const page = await t.request('/v1/catalog/courses?page[size]=50', { token: tokenOf });
  expect(page.status).toBe(200);
  return Object.fromEntries(
    page.body.data.map((course: Json) => [
      course.attributes.slug,
      {
        access: course.attributes.access,
        unlocked: course.attributes.unlocked,
        basis: course.attributes.access_basis,
      },
    ]),
  );
}

/** My courses: slug → unlocked and basis (the enrolments list, its course included). */
async function myCoursesOf(who: Who) {
  const list = await ask(who, `/v1/accounts/${id[who]}/enrollments?include=course`);
  expect(list.status).toBe(200);
  const slugs = new Map(
    list.body.included.map((course: Json) => [course.id, course.attributes.slug]),
  );
  return Object.fromEntries(
    list.body.data.map((row: Json) => [
      slugs.get(row.relationships.course.data.id),
      { unlocked: row.attributes.unlocked, basis: row.attributes.access_basis },
    ]),
  );
}

const accessNotes = async (accountIds: string[]) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.accountId, accountIds),
        inArray(notifications.message, [
          'You now have access to Data literacy.',
          'Je hebt nu toegang tot Data literacy.',
          'Acum ai acces la Data literacy.',
        ]),
      ),
    );

describe('a paid order’s course access shows everywhere at once', () => {
  it('Acme’s Data literacy order: Eva sees it in the catalog, my courses, the course page and the player, is told once, and a refund puts the wall back', async () => {
    const [order] = await t.db.select().from(orders).where(like(orders.number, 'DEMO-%-000003'));
    if (!order) throw new Error('No DEMO-…-000003');
    const evaId = id.eva ?? '';
    const [eva] = await t.db.select().from(accounts).where(eq(accounts.id, evaId));

    expect((await catalogFor(token.eva ?? ''))['data-literacy']).toEqual({
      access: 'locked',
      unlocked: false,
      basis: 'subscription',
    });
    expect((await ask('eva', '/v1/me')).body.data.attributes.order_course_access).toBe(false);

    expect(order.status).toBe('pending_payment');
    const paid = await setStatus('sven', order.id, 'paid');
    expect(paid.body.data.attributes.status).toBe('fulfilled');
    // The quantity is seats, and Acme has more accounts than seats, so nobody
    // holds one at payment and the course stays locked for her until Sven gives her a seat.
    expect((await catalogFor(token.eva ?? ''))['data-literacy']).toMatchObject({ unlocked: false });
    expect(await accessNotes([evaId])).toHaveLength(0);
    const lines = await ask('sven', `/v1/orders/${order.id}/seats`);
    const seat = await ask('sven', `/v1/orders/${order.id}/seats`, {
      method: 'POST',
      body: {
        data: {
          type: 'order_seats',
          attributes: { order_line_id: lines.body.data[0].id, account_id: evaId },
        },
      },
    });
    expect(seat.status, JSON.stringify(seat.body)).toBe(201);

    // The catalog serialises the one rule: the order's course is open, on the order.
    const cards = await catalogFor(token.eva ?? '');
    expect(cards['data-literacy']).toEqual({ access: 'enrolled', unlocked: true, basis: 'order' });
    expect(cards['time-management']).toMatchObject({ unlocked: false, basis: 'subscription' });
    // My courses: the enrolment the automation made is open, her old one still locked.
    const mine = await myCoursesOf('eva');
    expect(mine['data-literacy']).toEqual({ unlocked: true, basis: 'order' });
    expect(mine['time-management']).toEqual({ unlocked: false, basis: 'subscription' });
    // The course page and the player.
    const detail = await ask('eva', '/v1/courses/data-literacy');
    expect(detail.body.data.attributes).toMatchObject({
      access: 'enrolled',
      unlocked: true,
      access_basis: 'order',
    });
    expect((await ask('eva', '/v1/courses/data-literacy/items/misleading-axes')).status).toBe(200);
    expect((await ask('eva', '/v1/courses/time-management/items/urgent-or-important')).status).toBe(
      402,
    );
    // Its quiz too: an attempt is started and read back (quiz attempts asked the subscription only).
    const quiz = detail.body.included.find(
      (r: Json) => r.type === 'course_items' && r.attributes.slug === 'data-literacy-quiz',
    );
    const attempt = await ask('eva', `/v1/courses/data-literacy/quizzes/${quiz?.id}/attempts`, {
      method: 'POST',
    });
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(201);
    expect((await ask('eva', `/v1/quiz_attempts/${attempt.body.data.id}`)).status).toBe(200);
    // Me opens the catalog and my courses for her (the app's route guard reads it).
    expect((await ask('eva', '/v1/me')).body.data.attributes.order_course_access).toBe(true);

    // Told once, in her language, linked to the course; Stijn holds no seat: not told.
    const told = await accessNotes([evaId]);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/catalog/data-literacy', language: eva?.locale });
    expect(await accessNotes([id.stijn ?? ''])).toHaveLength(0);
    // A retry (the order's page button, then the automations again) tells nobody twice.
    expect(
      (await ask('sven', `/v1/orders/${order.id}/automations`, { method: 'POST' })).status,
    ).toBe(200);
    await settleOrder(t.db, { portalId: order.portalId, orderId: order.id });
    expect(await accessNotes([evaId])).toHaveLength(1);

    // The refund takes it back: the wall is back everywhere.
    await setStatus('ada', order.id, 'refunded');
    expect((await catalogFor(token.eva ?? ''))['data-literacy']).toMatchObject({
      access: 'locked',
      unlocked: false,
    });
    expect((await myCoursesOf('eva'))['data-literacy']).toBeUndefined();
    expect((await ask('eva', '/v1/courses/data-literacy')).body.data.attributes.unlocked).toBe(
      false,
    );
    expect((await ask('eva', '/v1/courses/data-literacy/items/misleading-axes')).status).toBe(402);
    expect((await ask('eva', '/v1/me')).body.data.attributes.order_course_access).toBe(false);
  });

  it('a run that died after granting: the retries tell each account once', async () => {
    const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
    const portalId = portal?.id ?? '';
    const [single] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Data literacy (single course)'));
    const [catalog] = await t.db
      .select()
      .from(salesCatalogs)
      .where(eq(salesCatalogs.name, 'Standard prices'));
    const [entity] = await t.db
      .insert(entities)
      .values({ portalId, name: 'Told Once BV' })
      .returning();
    await t.db
      .insert(contracts)
      .values({ entityId: entity?.id ?? '', businessModels: ['subscription'] });
    const people = await t.db
      .insert(accounts)
      .values(
        [0, 1].map((i) => ({
          portalId,
          entityId: entity?.id ?? '',
          email: `told-once-${i}@example.org`,
          fullName: `Told Once ${i}`,
          passwordHash: 'x',
          locale: i === 0 ? 'nl' : 'ro',
        })),
      )
      .returning({ id: accounts.id });
    const accountIds = people.map((row) => row.id);
    await t.db
      .insert(accountRoles)
      .values(accountIds.map((accountId) => ({ accountId, role: 'student' })));
    const made = await ask('sven', '/v1/orders', {
      method: 'POST',
      body: {
        data: {
          type: 'orders',
          attributes: {
            customer_type: 'entity',
            customer_id: entity?.id,
            sales_catalog_id: catalog?.id,
            lines: [{ product_id: single?.id, quantity: 2 }],
            status: 'pending_payment',
            billing_reference: '',
          },
        },
      },
    });
    expect(made.status).toBe(201);
    const orderId = made.body.data.id;
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
            if (step === 'enrol') throw new Error('the process died');
          },
        },
      }),
    ).rejects.toThrow('the process died');
    await Promise.all([
      settleOrder(t.db, { portalId, orderId }),
      settleOrder(t.db, { portalId, orderId }),
    ]);
    await settleOrder(t.db, { portalId, orderId });
    const told = await accessNotes(accountIds);
    expect(told.map((row) => [row.accountId, row.message, row.language]).sort()).toEqual(
      [
        [accountIds[0], 'Je hebt nu toegang tot Data literacy.', 'nl'],
        [accountIds[1], 'Acum ai acces la Data literacy.', 'ro'],
      ].sort(),
    );
    const [all] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(inArray(notifications.accountId, accountIds));
    expect(all?.n).toBe(2);
  });
});
