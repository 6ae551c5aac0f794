import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orderEvents, orders, products } from '../db/schema';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { setUpPaymentStandIns } from '../test/payment-test-setup';

/**
 * Issue 40, item 4 (docs/checkout.md "Refunds"): sales staff refund part or all of an order paid
 * through Mollie or Stripe (loopback stand-ins answering the SDK calls); every refund gets its
 * credit note (VAT split per line, unbroken numbers), a full refund takes the access back and a
 * partial one keeps it; the providers' later word is fetched, recorded once, whatever the order
 * of their webhooks; a refusal leaves the order as it was.
 */
const { t, ask, token } = setUpDemoApi(['ada', 'sven', 'eva', 'cora'] as const);

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

const payments = setUpPaymentStandIns(ask, { saveKeys: true });
const { stripeWebhook } = payments;

const EVA_LESSON = '/v1/courses/time-management/items/urgent-or-important';

async function paidOrder(provider: 'mollie' | 'stripe') {
  const [product] = await t.db
    .select()
    .from(products)
    .where(eq(products.name, 'Annual subscription'));
  const made = await ask('eva', '/v1/checkouts', {
    method: 'POST',
    body: body('checkouts', {
      product_id: product?.id,
      provider,
      billing_country: 'NL',
      billing_address: 'Damrak 1\n1012 LG Amsterdam',
    }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const orderId = made.body.data.id as string;
  const url = made.body.data.attributes.checkout_url as string;
  const paymentId = url.slice(url.lastIndexOf('/') + 1);
  if (provider === 'mollie') await payments.mollie.settle(paymentId, 'paid');
  else await payments.stripe.settle(paymentId, 'paid');
  expect((await ask('eva', EVA_LESSON)).status).toBe(200);
  return { orderId, paymentId };
}

const refund = (orderId: string, amount: number, who: 'sven' | 'cora' = 'sven') =>
  ask(who, `/v1/orders/${orderId}/refunds`, {
    method: 'POST',
    body: body('order_refunds', { amount_cents: amount }),
  });

const creditNotesOf = (orderId: string) =>
  t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')))
    .orderBy(asc(invoices.sequence));

const eventsOf = (orderId: string, kind: 'refund' | 'refund_status' | 'status') =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));

/** The e-invoice is XML, not JSON: the API asked directly. */
const ublOf = (who: 'eva' | 'cora', invoiceId: string) =>
  t.api.fetch(
    new Request(`http://api/v1/invoices/${invoiceId}/ubl`, {
      headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token[who]}` },
    }),
  );

const statusOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('refunds through Mollie', () => {
  it('refunds part, then the rest: two credit notes, the access kept, then taken back', async () => {
    const { orderId, paymentId } = await paidOrder('mollie');
    const page = await ask('sven', `/v1/orders/${orderId}`);
    expect(page.body.data.attributes).toMatchObject({
      payment_provider: 'mollie',
      refundable_cents: 29040,
    });

    // Staff's status refund would return no money: refused for a provider's order.
    const byStatus = await ask('sven', `/v1/orders/${orderId}/status`, {
      method: 'POST',
      body: body('orders', { status: 'refunded' }),
    });
    expect(byStatus.status).toBe(422);
    expect(byStatus.body.errors[0].code).toBe('REFUND_THROUGH_PROVIDER');
    // Only the sales roles.
    expect((await refund(orderId, 100, 'cora')).status).toBe(403);

    // Amounts that cannot be refunded, each with its reason.
    for (const [amount, code] of [
      [0, 'REFUND_AMOUNT_INVALID'],
      [-5, 'REFUND_AMOUNT_INVALID'],
      [29041, 'REFUND_TOO_MUCH'],
    ] as const) {
      const refused = await refund(orderId, amount);
      expect(refused.status, `${amount}`).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        code,
        source: { pointer: '/data/attributes/amount_cents' },
      });
    }
    expect((await refund(orderId, 29041)).body.errors[0].detail).toBe(
      'At most €290.40 is left to refund of this order.',
    );

    // A provider's error (a 500, then a 422): nothing changes.
    for (const status of [500, 422]) {
      payments.mollie.failNextRefund(status);
      const failed = await refund(orderId, 10000);
      expect(failed.status).toBe(502);
      expect(failed.body.errors[0].code).toBe('REFUND_PROVIDER_FAILED');
      expect(failed.body.errors[0].detail).toMatch(/^Mollie did not make the refund: .+/);
    }
    expect(await creditNotesOf(orderId)).toHaveLength(0);
    expect(await eventsOf(orderId, 'refund')).toHaveLength(0);

    // €100 of €290.40: Mollie is asked for exactly that, the credit note says it, the access stays.
    const partial = await refund(orderId, 10000);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    const [made] = [...payments.mollie.refunds.values()];
    expect(made).toMatchObject({
      paymentId,
      amount: { currency: 'EUR', value: '100.00' },
      status: 'pending',
    });
    expect(partial.body.data.attributes).toMatchObject({ refundable_cents: 19040 });
    expect(['paid', 'fulfilled']).toContain(await statusOf(orderId));
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
    const [first] = await creditNotesOf(orderId);
    // 100.00 of 290.40 (21 % VAT): 17.36 VAT, 82.64 net.
    expect(first).toMatchObject({ totalCents: -10000, vatCents: -1736, subtotalCents: -8264 });
    expect(first?.refundId).toBe(made?.id);
    const [entry] = await eventsOf(orderId, 'refund');
    expect(entry?.detail).toMatchObject({
      provider: 'mollie',
      refund_id: made?.id,
      amount_cents: 10000,
      refund_status: 'pending',
      credit_note: first?.number,
    });

    // Mollie settles it and calls the payment's webhook, twice: recorded once.
    await payments.mollie.settleRefund(made?.id ?? '', 'refunded');
    await payments.mollie.fireWebhook(paymentId);
    await payments.mollie.fireWebhook(paymentId);
    const statuses = await eventsOf(orderId, 'refund_status');
    expect(statuses.map((event) => event.detail)).toEqual([
      { provider: 'mollie', refund_id: made?.id, refund_status: 'refunded' },
    ]);

    // The rest: the order is refunded, the access goes, the second credit note completes it.
    expect((await refund(orderId, 19041)).body.errors[0].code).toBe('REFUND_TOO_MUCH');
    const rest = await refund(orderId, 19040);
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data.attributes).toMatchObject({ status: 'refunded', refundable_cents: 0 });
    expect((await ask('eva', EVA_LESSON)).status).toBe(402);
    const notes = await creditNotesOf(orderId);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({ totalCents: -19040, vatCents: -3304 });
    expect(notes.reduce((sum, note) => sum + note.vatCents, 0)).toBe(-5040);
    expect((notes[1]?.sequence ?? 0) - (notes[0]?.sequence ?? 0)).toBe(1);
    // Both documents listed on the order, and nothing left to refund.
    const listed = (rest.body.data.attributes.invoices as Json[]).map((doc) => doc.kind);
    expect(listed).toEqual(['invoice', 'credit_note', 'credit_note']);
    expect((await refund(orderId, 1)).body.errors[0].code).toBe('REFUND_NOTHING_LEFT');
    // Each refund in the audit log, by Sven, with its amount.
    const log = await ask('ada', '/v1/audit_events?filter[action]=order.refunded_through_provider');
    const amounts = (log.body.data as Json[])
      .filter((event) => event.attributes.target_id === orderId)
      .map((event) => event.attributes.after.amount_cents)
      .sort();
    expect(amounts).toEqual([10000, 19040]);

    // Both credit notes as UBL e-invoices for the buyer (shared/commerce/ubl.test.ts checks
    // the business terms): the part's amounts, the invoice it credits. Nobody else's.
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    const ubl = await ublOf('eva', notes[1]?.id ?? '');
    expect(ubl.status).toBe(200);
    expect(ubl.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(ubl.headers.get('content-disposition')).toContain(`${notes[1]?.number}.xml`);
    const xml = await ubl.text();
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${invoice?.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">190.40</cbc:PayableAmount>');
    expect((await ublOf('eva', invoice?.id ?? '')).status).toBe(200);
    expect((await ublOf('cora', notes[1]?.id ?? '')).status).toBe(404);
  });

  it('refuses a refund of an order staff marked paid: that one is refunded by its status', async () => {
    const orders = await ask('sven', '/v1/orders?page[size]=100');
    const manual = (orders.body.data as Json[]).find((order) =>
      ['paid', 'fulfilled'].includes(order.attributes.status),
    );
    expect(manual).toBeDefined();
    const refused = await refund(manual?.id, 100);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe('REFUND_NOT_THROUGH_PROVIDER');
    expect((await ask('sven', `/v1/orders/${manual?.id}`)).body.data.attributes).toMatchObject({
      payment_provider: null,
    });
  });
});

describe('refunds through Stripe', () => {
  it('refunds the whole order at once; the events, twice and out of order, record it once', async () => {
    const { orderId, paymentId } = await paidOrder('stripe');
    const intent = payments.stripe.sessions.get(paymentId)?.payment_intent;
    expect(intent).toMatch(/^pi_/);
    const full = await refund(orderId, 29040);
    expect(full.status, JSON.stringify(full.body)).toBe(201);
    const [made] = [...payments.stripe.refunds.values()];
    expect(made).toMatchObject({ payment_intent: intent, amount: 29040, status: 'pending' });
    expect(full.body.data.attributes.status).toBe('refunded');
    expect((await ask('eva', EVA_LESSON)).status).toBe(402);
    const [note] = await creditNotesOf(orderId);
    expect(note).toMatchObject({ totalCents: -29040, vatCents: -5040, refundId: made?.id });
    expect(note?.lines[0]).toMatchObject({ quantity: -1, unitPriceCents: 24000 });

    // An event while still pending, kept back; then the refund succeeds (refund.updated and
    // charge.refunded); then both again, and the old one last.
    const early = (await payments.stripe.settleRefund(made?.id ?? '', 'refunded', false)).events;
    if (made) made.status = 'pending';
    const stale = payments.stripe.signedEvent('refund.updated', made as never);
    const settled = await payments.stripe.settleRefund(made?.id ?? '', 'refunded');
    for (const event of [...settled.events, ...early, stale]) await stripeWebhook(event);
    const statuses = await eventsOf(orderId, 'refund_status');
    expect(statuses.map((event) => event.detail)).toEqual([
      {
        provider: 'stripe',
        refund_id: made?.id,
        refund_status: 'succeeded',
        event: 'refund.updated',
      },
    ]);
    // A forged refund event: 400, nothing recorded.
    const forged = await stripeWebhook({ payload: stale.payload, signature: 't=1,v1=00' });
    expect(forged.status).toBe(400);
    expect(await eventsOf(orderId, 'refund_status')).toHaveLength(1);
    expect(await eventsOf(orderId, 'status')).toHaveLength(3);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it('a Stripe refusal (its 400) leaves the order as it was', async () => {
    const { orderId } = await paidOrder('stripe');
    payments.stripe.failNextRefund(400);
    const failed = await refund(orderId, 5000);
    expect(failed.status).toBe(502);
    expect(failed.body.errors[0].detail).toContain('Stripe did not make the refund');
    expect(await creditNotesOf(orderId)).toHaveLength(0);
    expect((await ask('eva', EVA_LESSON)).status).toBe(200);
    // Eva as she was.
    expect((await refund(orderId, 29040)).status).toBe(201);
  });
});
