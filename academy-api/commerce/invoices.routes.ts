import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { invoiceSettings } from '../../shared/commerce/contract';
import { INVOICE_COUNTRIES, normaliseVatId, vatIdProblem } from '../../shared/commerce/invoices';
import { GRACE_DAYS_MAX } from '../../shared/commerce/renewals';
import { ublXml } from '../../shared/commerce/ubl';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import { accounts } from '../db/schema';
import { contentDisposition } from '../files/names';
import { namespaceTranslator } from '../i18n/message-catalog';
import { attributesOf, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, pointerTo, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { resourceOf } from '../jsonapi/resource';
import { currentPortal } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, file, one } from '../openapi/answers';
import { invoiceLayout, renderInvoicePdf } from './invoice-pdf';
import {
  findInvoice,
  type InvoiceSettingsValues,
  invoiceSettingsOf,
  saveInvoiceSettings,
} from './invoices.queries';

const MAX = { line: 200, address: 500, footer: 500 } as const;

const settingsSchema = z.object({
  legal_name: z.string().trim().max(MAX.line),
  address: z.string().trim().max(MAX.address),
  country: z.enum(INVOICE_COUNTRIES).nullable(),
  vat_id: z.string().trim().max(40),
  registration: z.string().trim().max(60),
  email: z.union([z.literal(''), z.email().max(MAX.line)]),
  iban: z
    .string()
    .trim()
    .max(40)
    .transform((value) => value.toUpperCase().replace(/\s/g, ''))
    .refine((value) => value === '' || /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value), {
      message: 'iban',
    }),
  payment_terms_days: z.number().int().min(0).max(120),
  /** Issue 40, item 3: days a subscription stays active after a failed renewal. */
  renewal_grace_days: z.number().int().min(0).max(GRACE_DAYS_MAX).optional(),
  footer: z.string().trim().max(MAX.footer),
});

function settingsResource(portalId: string, row: Awaited<ReturnType<typeof invoiceSettingsOf>>) {
  return resourceOf(invoiceSettings, portalId, {
    legal_name: row.legalName,
    address: row.address,
    country: (row.country ?? null) as (typeof INVOICE_COUNTRIES)[number] | null,
    vat_id: row.vatId,
    registration: row.registration,
    email: row.email,
    iban: row.iban,
    payment_terms_days: row.paymentTermsDays,
    renewal_grace_days: row.renewalGraceDays,
    footer: row.footer,
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  });
}

/**
 * /v1/invoice_settings (issue 40, item 5): the seller on the portal's invoices, for the sales
 * roles (RULES.orders: portals feature, academy or sales group). A VAT number must match its
 * country's format; every change is in the audit log.
 */
export const invoiceSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    authorize(c, RULES.orders);
    queryOf(c, {});
    const row = await invoiceSettingsOf(c.var.db, { portalId: c.var.portal.id });
    return resourceResponse(settingsResource(c.var.portal.id, row));
  })
  .patch('/', async (c) => {
    authorize(c, RULES.orders);
    const body = await attributesOf(c, settingsSchema);
    const problem = vatIdProblem(body.vat_id, body.country);
    if (problem) {
      throw ApiError.of(
        422,
        'VALIDATION_FAILED',
        text(`commerce.vatId.${problem}`),
        pointerTo(problem === 'country_required' ? 'country' : 'vat_id'),
      );
    }
    const portalId = c.var.portal.id;
    const before = await invoiceSettingsOf(c.var.db, { portalId });
    const values: InvoiceSettingsValues = {
      legalName: body.legal_name,
      address: body.address,
      country: body.country,
      vatId: normaliseVatId(body.vat_id),
      registration: body.registration,
      email: body.email,
      iban: body.iban,
      paymentTermsDays: body.payment_terms_days,
      renewalGraceDays: body.renewal_grace_days ?? before.renewalGraceDays,
      footer: body.footer,
    };
    await c.var.db.transaction(async (tx) => {
      await saveInvoiceSettings(tx, { portalId, values, now: new Date() });
      const { updatedAt: _, ...was } = before;
      await audit(
        c,
        {
          action: 'invoice_settings.changed',
          target: { type: 'invoice_settings', id: portalId, label: values.legalName },
          before: was,
          after: values,
        },
        tx,
      );
    });
    const row = await invoiceSettingsOf(c.var.db, { portalId });
    return resourceResponse(settingsResource(portalId, row));
  });

/**
 * The invoice or credit note of the path, for the buyer (the order's account, or an account of
 * its organisation, as /account/orders lists them) and the sales roles of the portal. Anyone
 * else, or another portal's: 404.
 */
async function readableInvoice(c: Context<AppEnv>) {
  const viewer = requireViewer(c.var.viewer);
  queryOf(c, {});
  const portalId = c.var.portal.id;
  const found = await findInvoice(c.var.db, { portalId, id: uuidParam(c.req.param('id')) });
  if (!found) throw notFound();
  const sales = RULES.orders({ roles: viewer.roles, features: c.var.portal.features });
  if (!sales && viewer.portalId !== portalId) throw notFound();
  if (!sales && found.customerAccountId !== viewer.id) {
    const [me] = await c.var.db
      .select({ entityId: accounts.entityId })
      .from(accounts)
      .where(eq(accounts.id, viewer.id));
    if (!me || !found.customerEntityId || found.customerEntityId !== me.entityId) {
      throw notFound();
    }
  }
  const { invoice } = found;
  const credited = invoice.creditForId
    ? ((await findInvoice(c.var.db, { portalId, id: invoice.creditForId }))?.invoice ?? null)
    : null;
  return { invoice, credited };
}

/**
 * /v1/invoices/{id}/pdf: an invoice or credit note as a PDF in the buyer's language;
 * /v1/invoices/{id}/ubl: the same as a UBL 2.1 e-invoice after EN 16931 (Peppol BIS Billing
 * 3.0; shared/commerce/ubl.ts). For the buyer and the sales roles (readableInvoice).
 */
export const invoiceRoutes = new Hono<AppEnv>()
  .get('/:id/pdf', async (c) => {
    const { invoice, credited } = await readableInvoice(c);
    const portal = await currentPortal(c);
    const overrides = portal.languages.find((l) => l.locale === invoice.locale)?.overrides ?? null;
    const t = await namespaceTranslator('commerce.invoice', invoice.locale, overrides);
    const pdf = await renderInvoicePdf(
      invoiceLayout(invoice, t, { creditFor: credited?.number ?? null }),
      invoice.locale,
    );
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', `${invoice.number}.pdf`),
        'cache-control': 'private, no-store',
      },
    });
  })
  .get('/:id/ubl', async (c) => {
    const { invoice, credited } = await readableInvoice(c);
    const xml = ublXml({
      ...invoice,
      creditFor: credited ? { number: credited.number, issuedAt: credited.issuedAt } : null,
    });
    return new Response(xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': contentDisposition('attachment', `${invoice.number}.xml`),
        'cache-control': 'private, no-store',
      },
    });
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/invoice_settings': one('invoice_settings'),
  'PATCH /v1/invoice_settings': one('invoice_settings'),
  'GET /v1/invoices/:id/pdf': file('application/pdf', 'An invoice or credit note as a PDF.'),
  'GET /v1/invoices/:id/ubl': file(
    'application/xml',
    'An invoice or credit note as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0).',
  ),
};

const SALES = { guest: 401, ada: 200, sven: 200, others: 403 } as const;

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/invoice_settings',
    path: () => '/v1/invoice_settings',
    expect: SALES,
  },
  {
    method: 'PATCH',
    route: '/v1/invoice_settings',
    path: () => '/v1/invoice_settings',
    body: {},
    expect: { ...SALES, ada: 422, sven: 422 },
  },
  {
    method: 'GET',
    route: '/v1/invoices/:id/pdf',
    path: () => `/v1/invoices/${NO_SUCH}/pdf`,
    // Nobody's: every signed-in account gets the same not found.
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'GET',
    route: '/v1/invoices/:id/ubl',
    path: () => `/v1/invoices/${NO_SUCH}/ubl`,
    expect: { guest: 401, others: 404 },
  },
];
