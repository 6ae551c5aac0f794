import { z } from 'zod';
import { cents, languageTag, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { AUTOMATION_STEPS, AUTOMATION_TRIGGERS, RUN_STATUSES } from './automations';
import { ORDER_EVENT_KINDS, ORDER_STATUSES } from './order-status';
import { BILLING_PERIODS, BUSINESS_MODELS } from './products';

/**
 * The commerce domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): products and sales catalogs, orders with their lines, timeline
 * and automation runs.
 */

const ref = z.strictObject({ id: z.string(), title: z.string() });

export const products = defineResource({
  type: 'products',
  description:
    'A product: what it costs and what it unlocks. The catalogue and course pages show the ' +
    'buyer\'s view; the sales catalogue (admins) adds VAT, visibility, order and links.',
  attributes: {
    name: z.string(),
    description: z.string(),
    /** The name's and description's language (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    business_model: z.enum(BUSINESS_MODELS),
    billing_period: z.enum(BILLING_PERIODS).nullable(),
    trial_days: z.number().int(),
    access_months: z.number().int().nullable(),
    /** Integer cents by currency, VAT excluded; where the page shows prices. */
    prices: z.array(z.strictObject({ currency: z.string(), amount_cents: cents })).optional(),
    // The sales catalogue's (admins') view only:
    vat_rate_basis_points: z.number().int().optional(),
    covers_all_courses: z.boolean().optional(),
    visible: z.boolean().optional(),
    position: z.number().int().optional(),
    courses: z.array(ref).optional(),
    catalogs: z.array(ref).optional(),
  },
});

export const salesCatalogs = defineResource({
  type: 'sales_catalogs',
  description: 'A sales catalog: the products offered in one currency, in order.',
  attributes: {
    name: z.string(),
    currency: z.string(),
    position: z.number().int(),
    product_ids: z.array(z.string()),
  },
});

export const orderLine = z.strictObject({
  product_id: z.string().nullable(),
  product_name: z.string(),
  /** The language the name is written in (null: unknown): marked on pages in another. */
  product_language: languageTag,
  quantity: z.number().int(),
  unit_price_cents: cents,
  vat_rate_basis_points: z.number().int(),
  net_cents: cents,
  discount_cents: cents,
  vat_cents: cents,
  total_cents: cents,
});

const timelineEntry = z.strictObject({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES).nullable(),
  actor_name: z.string().nullable(),
  detail: z.object({
    automation: z.string().optional(),
    step: z.enum(AUTOMATION_STEPS).optional(),
    error: z.string().optional(),
    accounts: z.number().int().optional(),
    /** A seat's holder and its line's product (seat_assigned, seat_freed). */
    account: z.string().optional(),
    product: z.string().optional(),
  }),
  at: timestamp,
});

const automationRun = z.strictObject({
  id: z.string(),
  name: z.string(),
  trigger: z.enum(AUTOMATION_TRIGGERS),
  status: z.enum(RUN_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  updated_at: timestamp,
  steps: z.array(
    z.strictObject({
      step: z.enum(AUTOMATION_STEPS),
      status: z.enum(['done', 'failed', 'undone']),
      error: z.string().nullable(),
      /** What the step did, in numbers (never the ids it keeps for a refund). */
      summary: z.strictObject({
        accounts: z.number().int().optional(),
        courses: z.number().int().optional(),
        enrolled: z.number().int().optional(),
        access_until: z.string().nullable().optional(),
        months: z.number().int().optional(),
      }),
    }),
  ),
});

export const orders = defineResource({
  type: 'orders',
  description:
    'An order: its customer and figures (always computed by the server); its lines on the ' +
    'order page and in exports, and on the order page its timeline and automation runs.',
  attributes: {
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    customer_type: z.enum(['entity', 'account']).nullable(),
    customer_id: z.string().nullable(),
    customer_name: z.string(),
    currency: z.string(),
    promotion_code: z.string().nullable(),
    billing_reference: z.string(),
    subtotal_cents: cents,
    discount_cents: cents,
    vat_cents: cents,
    total_cents: cents,
    created_at: timestamp,
    updated_at: timestamp,
    paid_at: optionalTimestamp,
    lines: z.array(orderLine).optional(),
    timeline: z.array(timelineEntry).optional(),
    automations: z.array(automationRun).optional(),
  },
  relationships: { sales_catalog: { type: 'sales_catalogs' } },
});
