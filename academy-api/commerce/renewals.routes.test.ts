import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  billingSubscriptionPayments,
  billingSubscriptions,
  invoices,
  orderEvents,
  orders,
  products,
  subscriptions,
} from '../db/schema';
import { getMailer } from '../mail/transport';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { captureMail } from '../test/mail-sink';
import { PAYMENT_TEST_KEYS, setUpPaymentStandIns } from '../test/payment-test-setup';
import { runRenewalJobs } from './renewal-jobs';

/**
 * Issue 40, item 3: a subscription product bought through Mollie renews through it (customer,
 * first payment, mandate, Mollie subscription). Each renewal is an order with an invoice from the
 * unbroken sequence; the same renewal told twice or out of order changes nothing twice; a failed
 * renewal starts the grace period (mail, banner data), which the worker ends by the portal's
 * setting; the buyer cancels and changes the payment method.
 */
const { t, id, ask } = setUpDemoApi(['ada', 'sven', 'eva', 'stijn'] as const);

const { mollie: MOLLIE_KEY } = PAYMENT_TEST_KEYS;

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const payments = setUpPaymentStandIns(ask, { saveKeys: true });

const mail = captureMail();
const jobs = (now = new Date()) =>
  runRenewalJobs(t.db, {
    now: () => now,
    mailer: getMailer,
    leaseMs: 60_000,
    stopping: () => false,
  });

async function annualId() {
  const [row] = await t.db.select().from(products).where(eq(products.name, 'Annual subscription'));
  if (!row) throw new Error('No Annual subscription');
  return row.id;
}

/** Buys the Annual subscription through Mollie and pays it on the stand-in. */
async function subscribe(who: 'eva' | 'stijn') {
  const made = await ask(who, '/v1/checkouts', {
    method: 'POST',
    body: body('checkouts', {
      product_id: await annualId(),
      provider: 'mollie',
      billing_country: 'NL',
      billing_address: 'Damrak 1',
    }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const url = made.body.data.attributes.checkout_url as string;
  const paymentId = url.slice(url.lastIndexOf('/') + 1);
  const payment = payments.mollie.payments.get(paymentId);
  expect(payment).toMatchObject({ sequenceType: 'first' });
  expect(payment?.customerId).toMatch(/^cst_/);
  await payments.mollie.settle(paymentId, 'paid');
  const [sub] = await t.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.orderId, made.body.data.id));
  return { orderId: made.body.data.id as string, paymentId, sub };
}

const subscriptionOf = async (accountId: string) => {
  const [row] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  return row;
};

const billingRow = async (subId: string) => {
  const [row] = await t.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, subId));
  return row;
};

const renewalOrders = (subId: string) =>
  t.db
    .select({ order: orders, invoice: invoices })
    .from(billingSubscriptionPayments)
    .innerJoin(orders, eq(orders.id, billingSubscriptionPayments.orderId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
    .where(eq(billingSubscriptionPayments.subscriptionId, subId));

const EVA_LESSON = '/v1/courses/time-management/items/urgent-or-important';
const DAY = 24 * 60 * 60_000;

describe('subscriptions that renew through Mollie', () => {
  let subId = '';
  let mollieSub = '';

  it('starts Mollie’s subscription on the first payment’s mandate, once', async () => {
    const { orderId, paymentId, sub } = await subscribe('eva');
    expect(sub?.status).toBe('active');
    subId = sub?.id as string;
    mollieSub = sub?.subscriptionRef as string;
    const remote = payments.mollie.recurring.subscriptions.get(mollieSub);
    expect(remote).toMatchObject({
      interval: '12 months',
      status: 'active',
      mandateId: payments.mollie.payments.get(paymentId)?.mandateId,
      // 240 + 21 % VAT, without a one-off promotion.
      amount: { currency: 'EUR', value: '290.40' },
    });
    const year = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 7);
    expect(remote?.startDate.slice(0, 7)).toBe(year);
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
    // The first payment's webhook again: still one Mollie subscription, the order paid once.
    await payments.mollie.fireWebhook(paymentId);
    expect(
      [...payments.mollie.recurring.subscriptions.values()].filter(
        (entry) => entry.metadata && (entry.metadata as Json).billing_subscription_id === subId,
      ),
    ).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(['paid', 'fulfilled']).toContain(order?.status);
    const listed = await ask('eva', '/v1/billing_subscriptions');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0].attributes).toMatchObject({
      provider: 'mollie',
      product_name: 'Annual subscription',
      status: 'active',
      can_cancel: true,
      can_change_method: true,
      grace_ends_at: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(MOLLIE_KEY);
    // Someone else's is not theirs to see.
    expect((await ask('stijn', '/v1/billing_subscriptions')).body.data).toEqual([]);
  });

  it('makes each paid renewal an order with the next invoice number; the same one twice, once', async () => {
    const before = await subscriptionOf(id.eva as string);
    const renewal = await payments.mollie.recurring.renew(mollieSub, 'paid');
    const made = await renewalOrders(subId);
    expect(made).toHaveLength(1);
    expect(['paid', 'fulfilled']).toContain(made[0]?.order.status);
    expect(made[0]?.order.totalCents).toBe(29040);
    expect(made[0]?.invoice?.number).toMatch(/^DEMO-INV-\d{4}-\d{6}$/);
    const after = await subscriptionOf(id.eva as string);
    // The automation extended the subscription by a year from its end.
    expect(after?.isActive).toBe(true);
    expect(after?.endsAt?.getTime()).toBeGreaterThan((before?.endsAt?.getTime() ?? 0) + 360 * DAY);
    // The webhook again, twice: nothing more.
    await payments.mollie.recurring.fireRenewal(renewal.id);
    await payments.mollie.recurring.fireRenewal(renewal.id);
    expect(await renewalOrders(subId)).toHaveLength(1);
    expect((await subscriptionOf(id.eva as string))?.endsAt).toEqual(after?.endsAt);
    // The next renewal takes the next number: no gap, no repeat.
    await payments.mollie.recurring.renew(mollieSub, 'paid');
    const numbers = (await renewalOrders(subId))
      .map((row) => Number(row.invoice?.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
  });

  it('starts the grace period on a failed renewal, mails once, and ignores an older failure', async () => {
    const failedAt = new Date();
    await payments.mollie.recurring.renew(mollieSub, 'failed', { at: failedAt });
    const row = await billingRow(subId);
    expect(row?.status).toBe('past_due');
    expect(row?.failedAt?.toISOString()).toBe(failedAt.toISOString());
    const listed = await ask('eva', '/v1/billing_subscriptions');
    expect(listed.body.data[0].attributes.grace_ends_at).toBe(
      new Date(failedAt.getTime() + 7 * DAY).toISOString(),
    );
    // Access stays through the grace period.
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
    const [eva] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, id.eva as string));
    const address = eva?.email as string;
    const mails = mail.count(address);
    expect(await jobs()).toEqual({ lapsed: 0, mailed: 1 });
    expect(mail.count(address)).toBe(mails + 1);
    const sent = (await mail.mailsTo(address)).at(-1);
    expect(sent?.subject).toContain('Annual subscription');
    expect(await jobs()).toEqual({ lapsed: 0, mailed: 0 });
    // A failure older than the last paid renewal, arriving late: recorded, nothing changes.
    await payments.mollie.recurring.renew(mollieSub, 'failed', {
      at: new Date(Date.now() - 30 * DAY),
    });
    expect((await billingRow(subId))?.failedAt?.toISOString()).toBe(failedAt.toISOString());
    // Eight days on (the clock given to the job), the grace period of 7 days is over.
    expect(await jobs(new Date(Date.now() + 6 * DAY))).toEqual({ lapsed: 0, mailed: 0 });
  });

  it('clears the grace period with a later payment', async () => {
    await payments.mollie.recurring.renew(mollieSub, 'paid');
    const row = await billingRow(subId);
    expect(row?.status).toBe('active');
    expect(row?.failedAt).toBeNull();
    // Every step is on the first order's timeline.
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.orderId as string));
    expect(
      events.filter((e) => e.kind === 'subscription').map((e) => (e.detail as Json).action),
    ).toEqual(['started', 'renewed', 'renewed', 'renewal_failed', 'ignored', 'renewed']);
    expect(await renewalOrders(subId)).toHaveLength(3);
  });

  it('ends the grace period by the portal’s setting: inactive, then the 402 rules', async () => {
    const settings = await ask('sven', '/v1/invoice_settings');
    expect(settings.body.data.attributes.renewal_grace_days).toBe(7);
    const zero = await ask('sven', '/v1/invoice_settings', {
      method: 'PATCH',
      body: body('invoice_settings', {
        ...settings.body.data.attributes,
        renewal_grace_days: 0,
        updated_at: undefined,
      }),
    });
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    const bad = await ask('sven', '/v1/invoice_settings', {
      method: 'PATCH',
      body: body('invoice_settings', {
        ...settings.body.data.attributes,
        renewal_grace_days: 61,
        updated_at: undefined,
      }),
    });
    expect(bad.status).toBe(422);
    await payments.mollie.recurring.renew(mollieSub, 'failed');
    expect((await billingRow(subId))?.status).toBe('past_due');
    const result = await jobs(new Date(Date.now() + 1000));
    expect(result.lapsed).toBe(1);
    expect((await billingRow(subId))?.status).toBe('lapsed');
    expect((await subscriptionOf(id.eva as string))?.isActive).toBe(false);
    expect((await ask('eva', EVA_LESSON)).status).toBe(402);
    // Mollie renews no more; the job again changes nothing.
    expect(payments.mollie.recurring.subscriptions.get(mollieSub)?.status).toBe('canceled');
    expect((await jobs(new Date(Date.now() + 2000))).lapsed).toBe(0);
    // A late payment for a lapsed subscription is recorded and changes nothing.
    await payments.mollie.recurring.renew(mollieSub, 'paid');
    expect((await subscriptionOf(id.eva as string))?.isActive).toBe(false);
    expect(await renewalOrders(subId)).toHaveLength(3);
    await ask('sven', '/v1/invoice_settings', {
      method: 'PATCH',
      body: body('invoice_settings', { ...settings.body.data.attributes, updated_at: undefined }),
    });
  });
});

describe('the buyer manages their subscription', () => {
  let subId = '';

  it('changes the payment method: a new mandate, Mollie’s subscription moved onto it', async () => {
    const { sub } = await subscribe('stijn');
    subId = sub?.id as string;
    const started = await ask('stijn', `/v1/billing_subscriptions/${subId}/payment_method`, {
      method: 'POST',
      body: {},
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const url = started.body.data.attributes.checkout_url as string;
    expect(started.body.data.attributes.method_change_pending).toBe(true);
    const paymentId = url.slice(url.lastIndexOf('/') + 1);
    expect(payments.mollie.payments.get(paymentId)).toMatchObject({
      sequenceType: 'first',
      amount: { value: '0.01' },
    });
    await payments.mollie.settle(paymentId, 'paid');
    const newMandate = payments.mollie.payments.get(paymentId)?.mandateId;
    expect(newMandate).toMatch(/^mdt_/);
    expect(
      payments.mollie.recurring.subscriptions.get(sub?.subscriptionRef as string)?.mandateId,
    ).toBe(newMandate);
    expect((await billingRow(subId))?.mandateRef).toBe(newMandate);
    expect((await billingRow(subId))?.methodChangeRef).toBeNull();
  });

  it('cancels at the period’s end through Mollie; only the buyer, only once', async () => {
    expect(
      (await ask('eva', `/v1/billing_subscriptions/${subId}/cancel`, { method: 'POST', body: {} }))
        .status,
    ).toBe(404);
    const cancelled = await ask('stijn', `/v1/billing_subscriptions/${subId}/cancel`, {
      method: 'POST',
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.attributes).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
      can_cancel: false,
      can_change_method: false,
    });
    const row = await billingRow(subId);
    expect(
      payments.mollie.recurring.subscriptions.get(row?.subscriptionRef as string)?.status,
    ).toBe('canceled');
    // What was paid for runs on.
    expect((await subscriptionOf(id.stijn as string))?.isActive).toBe(true);
    const again = await ask('stijn', `/v1/billing_subscriptions/${subId}/cancel`, {
      method: 'POST',
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('SUBSCRIPTION_NOT_MANAGEABLE');
  });
});

describe('a refunded first order', () => {
  it('ends its subscription and stops Mollie’s renewals, once', async () => {
    const { orderId, sub } = await subscribe('stijn');
    // Paid through Mollie: refunded through Mollie, all of it (issue 40 item 4).
    const order = await ask('sven', `/v1/orders/${orderId}`);
    const refunded = await ask('sven', `/v1/orders/${orderId}/refunds`, {
      method: 'POST',
      body: body('order_refunds', {
        amount_cents: order.body.data.attributes.refundable_cents,
      }),
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.data.attributes.status).toBe('refunded');
    const first = await jobs();
    expect(first.lapsed).toBe(0);
    expect((await billingRow(sub?.id as string))?.status).toBe('canceled');
    expect(
      payments.mollie.recurring.subscriptions.get(sub?.subscriptionRef as string)?.status,
    ).toBe('canceled');
    const listed = await ask('stijn', '/v1/billing_subscriptions');
    const entry = listed.body.data.find((item: Json) => item.id === sub?.id);
    expect(entry.attributes).toMatchObject({ status: 'canceled', can_cancel: false });
    // The job again: nothing more on the timeline.
    await jobs();
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(
      events.filter((e) => e.kind === 'subscription' && (e.detail as Json).action === 'canceled'),
    ).toHaveLength(1);
  });
});

describe('subscriptions that renew through Stripe', () => {
  let subId = '';
  let stripeSub = '';

  it('pays the first invoice through a subscription session and records Stripe’s subscription', async () => {
    const made = await ask('eva', '/v1/checkouts', {
      method: 'POST',
      body: body('checkouts', {
        product_id: await annualId(),
        provider: 'stripe',
        billing_country: 'NL',
      }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const url = made.body.data.attributes.checkout_url as string;
    const sessionId = url.slice(url.lastIndexOf('/') + 1);
    expect(payments.stripe.sessions.get(sessionId)?.mode).toBe('subscription');
    await payments.stripe.settle(sessionId, 'paid');
    const [row] = await t.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.orderId, made.body.data.id));
    expect(row?.status).toBe('active');
    subId = row?.id as string;
    stripeSub = row?.subscriptionRef as string;
    expect(stripeSub).toBe(payments.stripe.sessions.get(sessionId)?.subscription);
    expect((await subscriptionOf(id.eva as string))?.isActive).toBe(true);
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
  });

  it('renews on invoice.paid once, starts grace on invoice.payment_failed, clears it on a later payment', async () => {
    const { event } = await payments.stripe.recurring.renew(stripeSub, 'paid');
    expect(await renewalOrders(subId)).toHaveLength(1);
    await payments.stripe.fireEvent(event);
    expect(await renewalOrders(subId)).toHaveLength(1);
    expect((await renewalOrders(subId))[0]?.invoice?.number).toMatch(/^DEMO-INV-/);
    await payments.stripe.recurring.renew(stripeSub, 'failed');
    expect((await billingRow(subId))?.status).toBe('past_due');
    await payments.stripe.recurring.renew(stripeSub, 'paid');
    expect((await billingRow(subId))?.status).toBe('active');
    expect(await renewalOrders(subId)).toHaveLength(2);
  });

  it('moves the subscription to a card from a setup session, and cancels at the period’s end', async () => {
    const started = await ask('eva', `/v1/billing_subscriptions/${subId}/payment_method`, {
      method: 'POST',
      body: {},
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const url = started.body.data.attributes.checkout_url as string;
    const sessionId = url.slice(url.lastIndexOf('/') + 1);
    expect(payments.stripe.sessions.get(sessionId)?.mode).toBe('setup');
    await payments.stripe.settle(sessionId, 'paid');
    const intent = payments.stripe.recurring.setupIntents.get(
      payments.stripe.sessions.get(sessionId)?.setup_intent as string,
    );
    expect(payments.stripe.recurring.subscriptions.get(stripeSub)?.default_payment_method).toBe(
      intent?.payment_method,
    );
    expect((await billingRow(subId))?.methodChangeRef).toBeNull();

    const cancelled = await ask('eva', `/v1/billing_subscriptions/${subId}/cancel`, {
      method: 'POST',
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(payments.stripe.recurring.subscriptions.get(stripeSub)?.cancel_at_period_end).toBe(true);
    // Stripe's own event about it changes nothing more.
    await payments.stripe.recurring.subscriptionEvent(stripeSub, 'updated');
    expect((await billingRow(subId))?.status).toBe('canceled');
    expect((await subscriptionOf(id.eva as string))?.isActive).toBe(true);
  });
});
