import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  invoiceSettings,
  invoices,
  portals,
  products,
  salesCatalogs,
} from '../db/schema';
import { namespaceTranslator } from '../i18n/message-catalog';
import { getMailer, type Mailer } from '../mail/transport';
import type { Json } from '../test/api-client';
import { setUpDemoApi } from '../test/demo-people';
import { captureMail } from '../test/mail-sink';
import { sendDueInvoiceMails } from './invoice-mails';
import { invoiceLayout } from './invoice-pdf';

/**
 * Issue 40, item 5: every paid order gets an invoice numbered from an unbroken sequence per
 * portal and year, a refund a credit note; the PDF is in the buyer's language, for the buyer and
 * the sales roles only.
 */
const { t, id, token, ask } = setUpDemoApi(['ada', 'sven', 'stijn', 'eva', 'cora'] as const);
const YEAR = new Date().getUTCFullYear();

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

async function demo() {
  const [portal] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
  const [catalog] = await t.db
    .select()
    .from(salesCatalogs)
    .where(eq(salesCatalogs.name, 'Standard prices'));
  const [single] = await t.db
    .select()
    .from(products)
    .where(eq(products.name, 'Data literacy (single course)'));
  if (!portal || !catalog || !single) throw new Error('No demo commerce data');
  return { portalId: portal.id, catalogId: catalog.id, single: single.id };
}

/** An order of Stijn's for `quantity` × Data literacy, pending payment. */
async function stijnsOrder(quantity = 1, extra: Record<string, unknown> = {}) {
  const { catalogId, single } = await demo();
  const made = await ask('sven', '/v1/orders', {
    method: 'POST',
    body: body('orders', {
      customer_type: 'account',
      customer_id: id.stijn,
      sales_catalog_id: catalogId,
      lines: [{ product_id: single, quantity }],
      billing_reference: 'PO-42',
      ...extra,
    }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id as string;
}

const setStatus = (orderId: string, status: string) =>
  ask('sven', `/v1/orders/${orderId}/status`, {
    method: 'POST',
    body: body('orders', { status }),
  });

/** The PDF is not JSON: the API asked directly, as csvOf does in orders.routes.test.ts. */
const pdfOf = (who: 'ada' | 'sven' | 'stijn' | 'eva' | 'cora' | null, invoiceId: string) =>
  t.api.fetch(
    new Request(`http://api/v1/invoices/${invoiceId}/pdf`, {
      headers: {
        'x-portal-domain': 'localhost',
        ...(who ? { authorization: `Bearer ${token[who]}` } : {}),
      },
    }),
  );

const invoicesOf = async (orderId: string) => {
  const order = await ask('sven', `/v1/orders/${orderId}`);
  return order.body.data.attributes.invoices as Json[];
};

describe('invoice details (PATCH /v1/invoice_settings)', () => {
  const settings = {
    legal_name: 'Demo Academy B.V.',
    address: 'Keizersgracht 1\n1015 CJ Amsterdam',
    country: 'NL',
    vat_id: 'nl 8534.21.678 B01',
    registration: '12345678',
    email: 'billing@demo.example',
    iban: 'NL91 ABNA 0417 1643 00',
    payment_terms_days: 14,
    footer: 'Thank you for learning with us.',
  };

  it('keeps what sales staff save, the VAT number written as an invoice writes it, audited', async () => {
    const saved = await ask('sven', '/v1/invoice_settings', {
      method: 'PATCH',
      body: body('invoice_settings', settings),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attributes).toMatchObject({
      legal_name: 'Demo Academy B.V.',
      vat_id: 'NL853421678B01',
      iban: 'NL91ABNA0417164300',
    });
    const read = await ask('ada', '/v1/invoice_settings');
    expect(read.body.data.attributes.country).toBe('NL');
    const log = await ask('ada', '/v1/audit_events?filter[action]=invoice_settings.changed');
    expect(log.body.data[0].attributes).toMatchObject({ actor_name: 'Sven Sales' });
  });

  it('refuses a VAT number of the wrong country or format by its field, keeping what was there', async () => {
    for (const [vat_id, country, pointer] of [
      ['DE123456789', 'NL', '/data/attributes/vat_id'],
      ['NL12345', 'NL', '/data/attributes/vat_id'],
      ['NL853421678B01', null, '/data/attributes/country'],
    ] as const) {
      const refused = await ask('sven', '/v1/invoice_settings', {
        method: 'PATCH',
        body: body('invoice_settings', { ...settings, vat_id, country }),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].source.pointer).toBe(pointer);
    }
    const bad = await ask('sven', '/v1/invoice_settings', {
      method: 'PATCH',
      body: body('invoice_settings', { ...settings, payment_terms_days: 365 }),
    });
    expect(bad.status).toBe(422);
    const read = await ask('sven', '/v1/invoice_settings');
    expect(read.body.data.attributes.vat_id).toBe('NL853421678B01');
  });

  it('is for the sales roles: students and coaches 403', async () => {
    expect((await ask('stijn', '/v1/invoice_settings')).status).toBe(403);
    expect((await ask('cora', '/v1/invoice_settings')).status).toBe(403);
  });
});

describe('an invoice per paid order, a credit note per refund', () => {
  it('issues the invoice when the order is paid, numbered DEMO-INV-{year}-{n} with the seller as set', async () => {
    const orderId = await stijnsOrder(2);
    expect(await invoicesOf(orderId)).toEqual([]);
    expect((await setStatus(orderId, 'paid')).status).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'EUR' });
    expect(invoice?.number).toMatch(new RegExp(`^DEMO-INV-${YEAR}-\\d{6}$`));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice?.id));
    expect(row?.seller.name).toBe('Demo Academy B.V.');
    expect(row?.buyer).toMatchObject({ name: 'Stijn Student', email: expect.any(String) });
    expect(row?.orderNumber).toMatch(/^DEMO-/);
    expect(row?.billingReference).toBe('PO-42');
    // Due after the seller's 14 days of payment terms.
    expect((row?.dueAt.getTime() ?? 0) - (row?.issuedAt.getTime() ?? 0)).toBe(14 * 86_400_000);
    // The buyer sees it on /account/orders too.
    const mine = await ask('stijn', `/v1/accounts/${id.stijn}/orders`);
    const listed = mine.body.data.find((order: Json) => order.id === orderId);
    expect(listed.attributes.invoices.map((i: Json) => i.number)).toEqual([invoice?.number]);
  });

  it('never skips or repeats a number when orders are paid at the same moment', async () => {
    const ids = await Promise.all([stijnsOrder(), stijnsOrder(), stijnsOrder()]);
    const answers = await Promise.all(ids.map((orderId) => setStatus(orderId, 'paid')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const { portalId } = await demo();
    const rows = await t.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(
        and(eq(invoices.portalId, portalId), eq(invoices.kind, 'invoice'), eq(invoices.year, YEAR)),
      );
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });

  it('credits a refunded order once, every amount negated, in its own sequence', async () => {
    const orderId = await stijnsOrder(3);
    await setStatus(orderId, 'paid');
    expect((await setStatus(orderId, 'refunded')).status).toBe(200);
    const documents = await invoicesOf(orderId);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const [invoice, credit] = documents;
    expect(credit?.number).toMatch(new RegExp(`^DEMO-CN-${YEAR}-\\d{6}$`));
    expect(credit?.total_cents).toBe(-(invoice?.total_cents as number));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, credit?.id));
    expect(row?.creditForId).toBe(invoice?.id);
    expect(row?.lines[0]?.quantity).toBe(-3);
    // A cancelled order was never paid: no invoice.
    const cancelled = await stijnsOrder();
    await setStatus(cancelled, 'cancelled');
    expect(await invoicesOf(cancelled)).toEqual([]);
  });

  it('keeps the invoice as issued when the seller details change later', async () => {
    const orderId = await stijnsOrder();
    await setStatus(orderId, 'paid');
    const { portalId } = await demo();
    await t.db
      .update(invoiceSettings)
      .set({ legalName: 'Renamed B.V.' })
      .where(eq(invoiceSettings.portalId, portalId));
    const [invoice] = await invoicesOf(orderId);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice?.id));
    expect(row?.seller.name).toBe('Demo Academy B.V.');
    await t.db
      .update(invoiceSettings)
      .set({ legalName: 'Demo Academy B.V.' })
      .where(eq(invoiceSettings.portalId, portalId));
  });
});

describe('the PDF (GET /v1/invoices/{id}/pdf)', () => {
  it('is a PDF for the buyer and sales staff, titled in the buyer’s language; anyone else 404', async () => {
    const orderId = await stijnsOrder();
    await setStatus(orderId, 'paid');
    const [invoice] = await invoicesOf(orderId);
    for (const who of ['stijn', 'sven', 'ada'] as const) {
      const answer = await pdfOf(who, invoice?.id);
      expect(answer.status, who).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toContain(`${invoice?.number}.pdf`);
    }
    const answer = await pdfOf('stijn', invoice?.id);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice?.id));
    const title = { en: 'Invoice', nl: 'Factuur', ro: 'Factură' }[row?.locale as 'en'];
    expect(pdf.getTitle()).toBe(`${title} ${invoice?.number}`);
    expect((await pdfOf('eva', invoice?.id)).status).toBe(404);
    expect((await pdfOf('cora', invoice?.id)).status).toBe(404);
    expect((await pdfOf(null, invoice?.id)).status).toBe(401);
  });

  it('says what a Dutch invoice must: numbers, dates, VAT per rate and totals as nl writes them', async () => {
    const orderId = await stijnsOrder(2);
    await setStatus(orderId, 'paid');
    const [summary] = await invoicesOf(orderId);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, summary?.id));
    if (!row) throw new Error('No invoice');
    const t9n = await namespaceTranslator('commerce.invoice', 'nl', null);
    const layout = invoiceLayout({ ...row, locale: 'nl' }, t9n);
    expect(layout.title).toBe('Factuur');
    expect(layout.facts.map(([label]) => label)).toEqual([
      'Nummer',
      'Datum',
      'Vervaldatum',
      'Bestelling',
      'Uw referentie',
    ]);
    expect(layout.seller).toEqual([
      'Demo Academy B.V.',
      'Keizersgracht 1',
      '1015 CJ Amsterdam',
      'Nederland',
      'Btw: NL853421678B01',
      'KvK: 12345678',
      'billing@demo.example',
    ]);
    const line = row.lines[0];
    if (!line) throw new Error('No line');
    const money = (cents: number) =>
      new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(layout.rows[0]).toEqual([
      'Data literacy (single course)',
      '2',
      money(line.unitPriceCents),
      '21 %',
      money(line.netCents),
    ]);
    expect(layout.totals.at(-1)).toEqual(['Totaal', money(row.totalCents)]);
    expect(layout.totals).toContainEqual([
      `Btw 21 % over ${money(row.subtotalCents - row.discountCents)}`,
      money(row.vatCents),
    ]);
    expect(layout.notes).toContain(
      `Graag betalen op NL91ABNA0417164300 onder vermelding van ${row.number}.`,
    );
  });
});

describe('the buyer’s billing details and EU reverse charge (seller in NL)', () => {
  it('charges no VAT to a business in another member state and says so on the invoice', async () => {
    const orderId = await stijnsOrder(1, {
      billing_address: 'Rue de la Loi 16\n1000 Bruxelles',
      billing_country: 'BE',
      billing_vat_id: 'BE 0123.456.789',
    });
    const order = await ask('sven', `/v1/orders/${orderId}`);
    expect(order.body.data.attributes).toMatchObject({
      billing_country: 'BE',
      billing_vat_id: 'BE0123456789',
      vat_reverse_charge: true,
      vat_cents: 0,
    });
    await setStatus(orderId, 'paid');
    const [summary] = await invoicesOf(orderId);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, summary?.id));
    expect(row?.reverseCharge).toBe(true);
    expect(row?.buyer).toMatchObject({ country: 'BE', vatId: 'BE0123456789' });
    const t9n = await namespaceTranslator('commerce.invoice', 'en', null);
    if (!row) throw new Error('No invoice');
    const layout = invoiceLayout({ ...row, locale: 'en' }, t9n);
    expect(layout.notes[0]).toMatch(/^VAT reverse charged/);
    expect(layout.buyer).toEqual([
      'Stijn Student',
      'Rue de la Loi 16',
      '1000 Bruxelles',
      'Belgium',
      'VAT: BE0123456789',
      expect.any(String),
    ]);
  });

  it('charges VAT as usual to a business in the seller’s own country', async () => {
    const { catalogId, single } = await demo();
    const quote = await ask('sven', '/v1/orders/quote', {
      method: 'POST',
      body: body('orders', {
        sales_catalog_id: catalogId,
        lines: [{ product_id: single, quantity: 1 }],
        billing_country: 'NL',
        billing_vat_id: 'NL853421678B01',
      }),
    });
    expect(quote.body.data.attributes.vat_reverse_charge).toBe(false);
    expect(quote.body.data.attributes.vat_cents).toBeGreaterThan(0);
  });

  it('shows a malformed VAT number beside its field in the quote and refuses the order', async () => {
    const { catalogId, single } = await demo();
    const draft = {
      customer_type: 'account',
      customer_id: id.stijn,
      sales_catalog_id: catalogId,
      lines: [{ product_id: single, quantity: 1 }],
      billing_country: 'DE',
      billing_vat_id: 'DE12',
    };
    const quote = await ask('sven', '/v1/orders/quote', {
      method: 'POST',
      body: body('orders', draft),
    });
    expect(quote.body.meta.problems).toEqual([
      expect.objectContaining({ source: { pointer: '/data/attributes/billing_vat_id' } }),
    ]);
    expect(quote.body.data.attributes.vat_reverse_charge).toBe(false);
    const refused = await ask('sven', '/v1/orders', {
      method: 'POST',
      body: body('orders', draft),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toMatch(/VAT number/);
  });
});

describe('mailing the documents (the worker, once, with the PDF)', () => {
  const mail = captureMail();
  const send = (mailer: () => Mailer = getMailer) =>
    sendDueInvoiceMails(t.db, {
      now: () => new Date(),
      mailer,
      leaseMs: 60_000,
      stopping: () => false,
    });

  it('mails the invoice and the credit note to the buyer in their language, each once', async () => {
    await send();
    const stijn = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, id.stijn as string));
    const address = stijn[0]?.email as string;
    const before = mail.count(address);
    const orderId = await stijnsOrder();
    await setStatus(orderId, 'paid');
    expect(await send()).toBe(1);
    const [summary] = await invoicesOf(orderId);
    const mails = await mail.mailsTo(address);
    const sent = mails.at(-1);
    const title = { en: 'Invoice', nl: 'Factuur', ro: 'Factura' }[stijn[0]?.locale as 'en'];
    expect(sent?.subject).toBe(
      `${title} ${summary?.number} ${stijn[0]?.locale === 'en' ? 'from' : stijn[0]?.locale === 'nl' ? 'van' : 'de la'} Demo Academy`,
    );
    const attachment = sent?.attachments[0];
    expect(attachment?.filename).toBe(`${summary?.number}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // Sent once: the worker finds nothing more.
    expect(await send()).toBe(0);
    expect(mail.count(address)).toBe(before + 1);
    await setStatus(orderId, 'refunded');
    expect(await send()).toBe(1);
    expect(mail.count(address)).toBe(before + 2);
  });

  it('retries a refused mail later, and an organisation’s documents are not mailed', async () => {
    await send();
    const orderId = await stijnsOrder();
    await setStatus(orderId, 'paid');
    const refusing: Mailer = {
      kind: 'smtp',
      sendMail: () => Promise.reject(new Error('451 try again later')),
      close: () => {},
    };
    expect(await send(() => refusing)).toBe(0);
    const [summary] = await invoicesOf(orderId);
    const [failed] = await t.db.select().from(invoices).where(eq(invoices.id, summary?.id));
    expect(failed?.mailAttempts).toBe(1);
    expect(failed?.mailError).toContain('451');
    expect(failed?.mailRetryAt?.getTime()).toBeGreaterThan(Date.now());
    // Not before its time.
    expect(await send()).toBe(0);
    await t.db
      .update(invoices)
      .set({ mailRetryAt: new Date(Date.now() - 1000) })
      .where(eq(invoices.id, summary?.id));
    expect(await send()).toBe(1);
    // The seeded organisations' invoices have no address: never claimed.
    const unaddressed = await t.db.select().from(invoices).where(eq(invoices.mailTo, ''));
    expect(unaddressed.length).toBeGreaterThan(0);
    expect(unaddressed.every((row) => row.mailedAt === null)).toBe(true);
  });
});
