import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, products, promotionRedemptions, subscriptions } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { PAYMENT_TEST_KEYS, setUpPaymentStandIns } from '../test/payment-test-setup';

/**
 * Issue 40, items 1–2: a buyer pays through Mollie or Stripe (loopback stand-ins answering the
 * SDK calls), the provider's word alone moves the order (paid: invoice and access; failed:
 * cancelled), every webhook is idempotent and on the timeline, and no key ever leaves the API.
 */
const { t, id, ask } = setUpDemoApi(['ada', 'sven', 'eva', 'stijn', 'cora'] as const);

const { mollie: MOLLIE_KEY, stripe: STRIPE_KEY, stripeSigning: STRIPE_SIGNING } = PAYMENT_TEST_KEYS;
const SECRETS = [MOLLIE_KEY, STRIPE_KEY, STRIPE_SIGNING];

/** Everything any response said, to look for a key in it. */
const seen: string[] = [];

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const payments = setUpPaymentStandIns(ask, {
  onWebhookAnswer: (answer) => {
    seen.push(JSON.stringify(answer.body));
  },
});
const { mollieWebhook, stripeWebhook } = payments;

async function productId(name: string) {
  const [row] = await t.db.select().from(products).where(eq(products.name, name));
  if (!row) throw new Error(`No product ${name}`);
  return row.id;
}

async function checkout(who: 'eva' | 'stijn', provider: 'mollie' | 'stripe', extra = {}) {
  const made = await ask(who, '/v1/checkouts', {
    method: 'POST',
    body: body('checkouts', {
      product_id: await productId('Annual subscription'),
      provider,
      billing_country: 'NL',
      billing_address: 'Damrak 1\n1012 LG Amsterdam',
      ...extra,
    }),
  });
  seen.push(JSON.stringify(made.body));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const orderId = made.body.data.id as string;
  const url = made.body.data.attributes.checkout_url as string;
  const paymentId = url.slice(url.lastIndexOf('/') + 1);
  return { orderId, url, paymentId, attributes: made.body.data.attributes as Json };
}

const stateOf = async (who: 'eva' | 'stijn', orderId: string) => {
  const answer = await ask(who, `/v1/checkouts/${orderId}`);
  seen.push(JSON.stringify(answer.body));
  return answer;
};

const orderOf = async (orderId: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};

const timelineOf = (orderId: string) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

const invoicesOf = async (orderId: string) => {
  const order = await ask('sven', `/v1/orders/${orderId}`);
  return order.body.data.attributes.invoices as Json[];
};

const EVA_LESSON = '/v1/courses/time-management/items/urgent-or-important';

describe('payment keys on /admin/settings/integrations', () => {
  it('refuses a key of the wrong form, and keeps it from everyone once saved', async () => {
    const wrong = await ask('ada', '/v1/portals/current/integrations', {
      method: 'PATCH',
      body: body('integrations', {
        mollie_api_key: 'pk_test_nothing',
        stripe_secret_key: 'pk_live_123456789012',
      }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.map((error: Json) => error.source.pointer).sort()).toEqual([
      '/data/attributes/mollie_api_key',
      '/data/attributes/stripe_secret_key',
    ]);
    // Alex-like content staff and sales may not set them (the academy group does).
    const sales = await ask('sven', '/v1/portals/current/integrations', {
      method: 'PATCH',
      body: body('integrations', { mollie_api_key: MOLLIE_KEY }),
    });
    expect(sales.status).toBe(403);

    const saved = await ask('ada', '/v1/portals/current/integrations', {
      method: 'PATCH',
      body: body('integrations', {
        mollie_api_key: MOLLIE_KEY,
        stripe_secret_key: STRIPE_KEY,
        stripe_webhook_secret: STRIPE_SIGNING,
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    seen.push(JSON.stringify(saved.body));
    expect(saved.body.data.attributes.mollie_api_key).toMatchObject({ set: true, mode: 'test' });
    expect(saved.body.data.attributes.stripe_secret_key).toMatchObject({ set: true, mode: 'test' });
    expect(saved.body.data.attributes.stripe_webhook_secret).toMatchObject({
      set: true,
      mode: null,
    });
    const read = await ask('ada', '/v1/portals/current/integrations');
    seen.push(JSON.stringify(read.body));
    // The audit log says a key was set, by its mode.
    const log = await ask('ada', '/v1/audit_events?filter[action]=integration.changed');
    seen.push(JSON.stringify(log.body));
    expect(JSON.stringify(log.body)).toContain('payment_keys');
  });

  it('offers the configured providers, never their keys or hosts', async () => {
    const offer = await ask('eva', `/v1/checkout_offers/${await productId('Annual subscription')}`);
    expect(offer.status).toBe(200);
    seen.push(JSON.stringify(offer.body));
    expect(offer.body.data.attributes).toMatchObject({
      name: 'Annual subscription',
      currency: 'EUR',
      unit_price_cents: 24000,
      providers: ['mollie', 'stripe'],
      buyer_name: 'Eva Expired',
    });
    expect(JSON.stringify(offer.body)).not.toContain('127.0.0.1');
    const quote = await ask(
      'eva',
      `/v1/checkout_offers/${await productId('Annual subscription')}/quote`,
      {
        method: 'POST',
        body: body('order_quotes', { promotion_code: 'AUTUMN25', billing_country: 'NL' }),
      },
    );
    expect(quote.status).toBe(200);
    expect(quote.body.data.attributes).toMatchObject({
      subtotal_cents: 24000,
      discount_cents: 6000,
      vat_cents: 3780,
      total_cents: 21780,
    });
    const refused = await ask(
      'eva',
      `/v1/checkout_offers/${await productId('Annual subscription')}/quote`,
      {
        method: 'POST',
        body: body('order_quotes', { promotion_code: 'EXPIRED5' }),
      },
    );
    expect(refused.body.meta.problems[0]).toMatchObject({ code: 'PROMOTION_EXPIRED' });
  });
});

describe('checkout through Mollie', () => {
  it('grants nothing before Mollie says paid; then access and an invoice, once', async () => {
    expect((await ask('eva', EVA_LESSON)).status).toBe(402);
    const { orderId, url, paymentId, attributes } = await checkout('eva', 'mollie');
    expect(url.startsWith(`${payments.mollie.pages}/pay/tr_`)).toBe(true);
    expect(attributes).toMatchObject({
      status: 'pending_payment',
      state: 'pending',
      provider: 'mollie',
      total_cents: 29040,
    });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'pending_payment',
      customerAccountId: id.eva,
      createdBy: id.eva,
    });
    // What Mollie was asked: the amount, the way back and the webhook on the portal's domain.
    const payment = payments.mollie.payments.get(paymentId);
    expect(payment).toMatchObject({
      amount: { currency: 'EUR', value: '290.40' },
      metadata: { order_id: orderId },
    });
    expect(payment?.redirectUrl).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/checkout/return/${orderId}$`),
    );
    expect(payment?.webhookUrl).toMatch(/^http:\/\/localhost(:\d+)?\/api\/payments\/mollie$/);

    // Back before paying: still waiting, still locked.
    expect((await stateOf('eva', orderId)).body.data.attributes.state).toBe('pending');
    expect((await ask('eva', EVA_LESSON)).status).toBe(402);

    // The webhook before the buyer returns.
    await payments.mollie.settle(paymentId, 'paid');
    const paid = await orderOf(orderId);
    expect(paid?.status === 'paid' || paid?.status === 'fulfilled').toBe(true);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, id.eva ?? ''));
    expect(subscription?.isActive).toBe(true);

    // The same webhook again, and the buyer's return after it: nothing happens twice.
    const before = (await timelineOf(orderId)).filter((event) => event.kind === 'status').length;
    await payments.mollie.fireWebhook(paymentId);
    await payments.mollie.fireWebhook(paymentId);
    const state = await stateOf('eva', orderId);
    expect(state.body.data.attributes).toMatchObject({
      state: 'paid',
      products: ['Annual subscription'],
    });
    expect(await invoicesOf(orderId)).toHaveLength(1);
    const events = await timelineOf(orderId);
    expect(events.filter((event) => event.kind === 'status')).toHaveLength(before);
    expect(events.filter((event) => event.kind === 'payment_webhook')).toHaveLength(3);
    expect(events.find((event) => event.kind === 'payment_started')?.detail).toEqual({
      provider: 'mollie',
      payment_id: paymentId,
    });
    // The order page shows the timeline to sales staff.
    const detail = await ask('sven', `/v1/orders/${orderId}`);
    seen.push(JSON.stringify(detail.body));
    expect(
      detail.body.data.attributes.timeline.filter(
        (entry: Json) => entry.kind === 'payment_webhook',
      )[0].detail,
    ).toMatchObject({ provider: 'mollie', payment_id: paymentId, payment_status: 'paid' });
  });

  it('a failed payment cancels the order and gives its promotion back; a late paid changes nothing', async () => {
    const { orderId, paymentId } = await checkout('stijn', 'mollie', {
      promotion_code: 'AUTUMN25',
    });
    const redemption = async () =>
      (
        await t.db
          .select()
          .from(promotionRedemptions)
          .where(eq(promotionRedemptions.orderId, orderId))
      )[0];
    expect((await redemption())?.releasedAt).toBeNull();
    await payments.mollie.settle(paymentId, 'failed');
    expect((await orderOf(orderId))?.status).toBe('cancelled');
    expect((await redemption())?.releasedAt).not.toBeNull();
    expect((await stateOf('stijn', orderId)).body.data.attributes.state).toBe('failed');
    expect(await invoicesOf(orderId)).toHaveLength(0);
    // Out of order: the same failure again, then (impossibly) a paid one: the order stays.
    await payments.mollie.fireWebhook(paymentId);
    await payments.mollie.settle(paymentId, 'paid');
    expect((await orderOf(orderId))?.status).toBe('cancelled');
    expect(await invoicesOf(orderId)).toHaveLength(0);
  });

  it('the buyer returning first finds the payment paid by asking Mollie, before any webhook', async () => {
    const { orderId, paymentId } = await checkout('stijn', 'mollie');
    await payments.mollie.settle(paymentId, 'paid', false);
    const state = await stateOf('stijn', orderId);
    expect(state.body.data.attributes.state).toBe('paid');
    expect(await invoicesOf(orderId)).toHaveLength(1);
    // The webhook after it changes nothing.
    await payments.mollie.fireWebhook(paymentId);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    const statuses = (await timelineOf(orderId)).filter((event) => event.kind === 'status');
    expect(statuses.map((event) => event.toStatus)).toContain('paid');
    expect(statuses.filter((event) => event.toStatus === 'paid')).toHaveLength(1);
  });

  it('ignores a webhook for an id Mollie does not know (200, nothing changes)', async () => {
    const { orderId } = await checkout('stijn', 'mollie');
    const events = (await timelineOf(orderId)).length;
    for (const made of ['tr_doesNotExist1', 'not-an-id', orderId]) {
      const answer = await mollieWebhook(made);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ received: true, handled: false });
    }
    expect((await orderOf(orderId))?.status).toBe('pending_payment');
    expect((await timelineOf(orderId)).length).toBe(events);
  });

  it('shows an order only to its buyer', async () => {
    const { orderId } = await checkout('stijn', 'mollie');
    expect((await ask('eva', `/v1/checkouts/${orderId}`)).status).toBe(404);
    expect((await ask('sven', `/v1/checkouts/${orderId}`)).status).toBe(404);
    expect((await ask(null, `/v1/checkouts/${orderId}`)).status).toBe(401);
  });
});

describe('checkout through Stripe', () => {
  it('pays through a Checkout Session: the signed event, fetched again, moves the order once', async () => {
    const { orderId, url, paymentId } = await checkout('stijn', 'stripe');
    expect(url.startsWith(`${payments.stripe.base}/pay/cs_test_`)).toBe(true);
    const session = payments.stripe.sessions.get(paymentId);
    expect(session).toMatchObject({
      amount_total: 29040,
      currency: 'eur',
      metadata: { order_id: orderId },
    });
    expect(session?.success_url).toMatch(new RegExp(`/checkout/return/${orderId}$`));
    const { event } = await payments.stripe.settle(paymentId, 'paid');
    expect(['paid', 'fulfilled']).toContain((await orderOf(orderId))?.status);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    // Stripe retries the same event: nothing twice.
    const again = await stripeWebhook(event);
    expect(again.status).toBe(200);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(
      (await timelineOf(orderId)).filter((entry) => entry.kind === 'payment_webhook'),
    ).toHaveLength(2);
  });

  it('refuses a forged signature (400) and changes nothing', async () => {
    const { orderId, paymentId } = await checkout('stijn', 'stripe');
    const session = payments.stripe.sessions.get(paymentId);
    if (!session) throw new Error('no session');
    const forged = payments.stripe.signedEvent(
      'checkout.session.completed',
      { ...session, status: 'complete', payment_status: 'paid' },
      'whsec_notThePortalsSecret000000',
    );
    const answer = await stripeWebhook(forged);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('SIGNATURE_INVALID');
    // A true signature over another body fails as well.
    const genuine = payments.stripe.signedEvent('checkout.session.completed', session);
    const tampered = await stripeWebhook({
      payload: genuine.payload.replace('"unpaid"', '"paid"'),
      signature: genuine.signature,
    });
    expect(tampered.status).toBe(400);
    expect((await orderOf(orderId))?.status).toBe('pending_payment');
    // A signed event whose session is still unpaid (Stripe is asked): still pending.
    const honest = await stripeWebhook(
      payments.stripe.signedEvent('checkout.session.completed', {
        ...session,
        payment_status: 'paid',
      }),
    );
    expect(honest.status).toBe(200);
    expect((await orderOf(orderId))?.status).toBe('pending_payment');
  });

  it('an expired session cancels the order', async () => {
    const { orderId, paymentId } = await checkout('stijn', 'stripe');
    await payments.stripe.settle(paymentId, 'expired');
    expect((await orderOf(orderId))?.status).toBe('cancelled');
  });
});

describe('secrets', () => {
  it('never sends a key in any response', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }
  });
});
