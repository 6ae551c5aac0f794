import { z } from 'zod';
import { cents, languageTag, optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { AUTOMATION_STEPS, AUTOMATION_TRIGGERS, RUN_STATUSES } from './automations';
import { INVOICE_COUNTRIES, INVOICE_KINDS } from './invoices';
import { ORDER_EVENT_KINDS, ORDER_STATUSES } from './order-status';
import { PAYMENT_PROVIDERS } from './payments';
import { BILLING_PERIODS, BUSINESS_MODELS } from './products';
import { PROMOTION_KINDS, PROMOTION_REFUSALS, type PromotionState } from './promotions';
import { BILLING_SUBSCRIPTION_STATUSES } from './renewals';

/**
 * The commerce domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): products and sales catalogs, orders with their lines, timeline
 * and automation runs, the order form's quote and customers, promotions and their
 * redemptions, order automations, and an order's seats.
 */

const ref = z.strictObject({ id: z.string(), title: z.string() });

export const products = defineResource({
  type: 'products',
  description:
    'A product: what it costs and what it unlocks. The catalogue and course pages show the ' +
    "buyer's view; the sales catalogue (admins) adds VAT, visibility, order and links.",
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
    /** Checkout (payment_started, payment_webhook): the provider, its payment and its word. */
    provider: z.enum(PAYMENT_PROVIDERS).optional(),
    payment_id: z.string().optional(),
    payment_status: z.string().optional(),
    event: z.string().optional(),
    via: z.enum(['return']).optional(),
    ignored: z.boolean().optional(),
    /** Refunds through the provider (refund, refund_status): its id, amount, status, credit note. */
    refund_id: z.string().optional(),
    payment_intent: z.string().optional(),
    amount_cents: z.number().int().optional(),
    refund_status: z.string().optional(),
    credit_note: z.string().optional(),
    /** Subscriptions that renew (kind subscription): what happened, and the renewal's first order. */
    action: z.string().optional(),
    first_order: z.string().optional(),
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

const invoiceSummary = z.strictObject({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issued_at: timestamp,
  total_cents: z.number().int(),
  currency: z.string(),
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
    /** The buyer's invoice address, country (ISO 3166-1 alpha-2) and VAT number (issue 40). */
    billing_address: z.string(),
    billing_country: z.string().nullable(),
    billing_vat_id: z.string(),
    /** EU B2B reverse charge: the lines carry no VAT; the buyer accounts for it. */
    vat_reverse_charge: z.boolean(),
    subtotal_cents: cents,
    discount_cents: cents,
    vat_cents: cents,
    total_cents: cents,
    created_at: timestamp,
    updated_at: timestamp,
    paid_at: optionalTimestamp,
    /** Its invoice and credit notes, oldest first (download: /v1/invoices/{id}/pdf). */
    invoices: z.array(invoiceSummary).optional(),
    /**
     * The order page's: the provider it was paid through (null: marked paid by staff, refunded
     * by its status) and what is left to refund through it (POST /v1/orders/{id}/refunds).
     */
    payment_provider: z.enum(PAYMENT_PROVIDERS).nullable().optional(),
    refundable_cents: cents.optional(),
    lines: z.array(orderLine).optional(),
    timeline: z.array(timelineEntry).optional(),
    automations: z.array(automationRun).optional(),
  },
  relationships: { sales_catalog: { type: 'sales_catalogs' } },
});

export const orderQuotes = defineResource({
  type: 'order_quotes',
  description:
    "The order form's figures, computed by the server (id: quote), and what became of the " +
    'promotion code.',
  attributes: {
    currency: z.string(),
    lines: z.array(orderLine),
    subtotal_cents: cents,
    discount_cents: cents,
    vat_cents: cents,
    total_cents: cents,
    /** EU B2B reverse charge (a buyer's VAT number in another member state): no VAT charged. */
    vat_reverse_charge: z.boolean(),
    /** Null without a code; `refusal` says why a code was not applied. */
    promotion: z
      .strictObject({
        code: z.string(),
        applied: z.boolean(),
        refusal: z.enum(PROMOTION_REFUSALS).nullable(),
      })
      .nullable(),
  },
});

export const CUSTOMER_KINDS = ['entity', 'account'] as const;

export const orderCustomers = defineResource({
  type: 'order_customers',
  description:
    'A customer the order form may choose: an entity or an account (id: `{kind}:{customer_id}`).',
  attributes: {
    kind: z.enum(CUSTOMER_KINDS),
    customer_id: z.string(),
    name: z.string(),
    /** An account's e-mail address (null for an entity). */
    email: z.string().nullable(),
    /** An entity's number of accounts (null for an account). */
    account_count: z.number().int().nullable(),
    /** An account's entity (null for an entity). */
    entity_name: z.string().nullable(),
  },
});

/** Where a promotion stands today (promotionState, shared/commerce/promotions.ts). */
export const PROMOTION_STATES = [
  'scheduled',
  'active',
  'expired',
  'used_up',
] as const satisfies readonly PromotionState[];

export const promotions = defineResource({
  type: 'promotions',
  description:
    'A portal promotion code: its discount (a percentage or an amount), when and how often it ' +
    'may be used, the products it applies to (none: all) and how often it was.',
  attributes: {
    code: z.string(),
    description: z.string(),
    /** The description's language (null: unknown; WCAG 3.1.2). */
    language: languageTag,
    kind: z.enum(PROMOTION_KINDS),
    /** For a percent promotion (else null). */
    percent: z.number().int().nullable(),
    /** For an amount promotion, with its currency (else null). */
    amount_cents: cents.nullable(),
    currency: z.string().nullable(),
    starts_at: optionalTimestamp,
    ends_at: optionalTimestamp,
    max_redemptions: z.number().int().nullable(),
    max_per_account: z.number().int().nullable(),
    /** The products it applies to, with their names' language. */
    products: z.array(z.strictObject({ id: z.string(), name: z.string(), language: languageTag })),
    /** Redemptions in force (of orders not cancelled). */
    redemption_count: z.number().int(),
    state: z.enum(PROMOTION_STATES),
    created_at: timestamp,
  },
});

export const promotionRedemptions = defineResource({
  type: 'promotion_redemptions',
  description:
    'One use of a promotion by an order, with the order, its customer and the discount; ' +
    'released when the order was cancelled.',
  attributes: {
    code: z.string(),
    order_id: z.string(),
    order_number: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    customer_name: z.string(),
    currency: z.string(),
    discount_cents: cents,
    redeemed_at: timestamp,
    released_at: optionalTimestamp,
  },
  relationships: { promotion: { type: 'promotions' } },
});

export const orderAutomations = defineResource({
  type: 'order_automations',
  description:
    'What happens when an order (with a product, or any) is paid or refunded: courses to ' +
    'enrol in, months of subscription, a coach, a message.',
  attributes: {
    name: z.string(),
    trigger: z.enum(AUTOMATION_TRIGGERS),
    /** Null: every order. */
    product_id: z.string().nullable(),
    product_name: z.string().nullable(),
    courses: z.array(ref),
    subscription_months: z.number().int().nullable(),
    coach_id: z.string().nullable(),
    coach_name: z.string().nullable(),
    message: z.string(),
    active: z.boolean(),
    position: z.number().int(),
  },
});

export const orderSeatLines = defineResource({
  type: 'order_seat_lines',
  description:
    'A line of an order as seats: its quantity is its number of seats, how many are held ' +
    '(`holders`, included) and free.',
  attributes: {
    product_id: z.string().nullable(),
    product_name: z.string(),
    product_language: languageTag,
    seats: z.number().int(),
    used: z.number().int(),
    free: z.number().int(),
  },
  relationships: { holders: { type: 'order_seats', many: true } },
});

export const orderSeats = defineResource({
  type: 'order_seats',
  description: "A seat of an order's line held by one account.",
  attributes: {
    order_line_id: z.string(),
    account_id: z.string(),
    account_name: z.string(),
    account_email: z.string(),
    assigned_at: timestamp,
    /** Who gave it (null: the system, at payment, when everyone fitted). */
    assigned_by_name: z.string().nullable(),
  },
});

export const seatAccounts = defineResource({
  type: 'seat_accounts',
  description:
    'An account of the order\'s customer that "Assign seat" may choose, with the lines it ' +
    'holds a seat of.',
  attributes: {
    full_name: z.string(),
    email: z.string(),
    seat_line_ids: z.array(z.string()),
  },
});

export const invoiceSettings = defineResource({
  type: 'invoice_settings',
  description:
    "The seller on a portal's invoices (id: the portal's): legal name, address, country, VAT and " +
    'registration numbers, e-mail, IBAN, payment terms in days and a footer line. Each invoice ' +
    'keeps a copy as it was when issued.',
  attributes: {
    legal_name: z.string(),
    address: z.string(),
    country: z.enum(INVOICE_COUNTRIES).nullable(),
    vat_id: z.string(),
    registration: z.string(),
    email: z.string(),
    iban: z.string(),
    payment_terms_days: z.number().int(),
    /** Days a subscription stays active after its renewal failed (issue 40, item 3). */
    renewal_grace_days: z.number().int(),
    footer: z.string(),
    updated_at: optionalTimestamp,
  },
});

export const checkoutOffers = defineResource({
  type: 'checkout_offers',
  description:
    "A product a signed-in buyer may buy on their own (id: the product's): its price in the " +
    'first sales catalog that offers it, and the payment providers the portal has (never a key).',
  attributes: {
    name: z.string(),
    description: z.string(),
    language: languageTag,
    business_model: z.enum(BUSINESS_MODELS),
    billing_period: z.enum(BILLING_PERIODS).nullable(),
    access_months: z.number().int().nullable(),
    currency: z.string(),
    /** VAT excluded. */
    unit_price_cents: cents,
    vat_rate_basis_points: z.number().int(),
    providers: z.array(z.enum(PAYMENT_PROVIDERS)),
    /** The buyer's own name (the billing name unless they give another). */
    buyer_name: z.string(),
  },
});

export const checkouts = defineResource({
  type: 'checkouts',
  description:
    "A buyer's own order paid through checkout (id: the order's): its state in the buyer's " +
    "words, and, when it was just made, the provider's hosted checkout to go to.",
  attributes: {
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    state: z.enum(['paid', 'pending', 'failed']),
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    currency: z.string(),
    total_cents: cents,
    products: z.array(z.string()),
    /** The product bought (its first line's), for "try again". */
    product_id: z.string().nullable(),
    /** Only in the answer that made it: where to send the browser. */
    checkout_url: z.string().nullable(),
  },
});

export const billingSubscriptions = defineResource({
  type: 'billing_subscriptions',
  description:
    'A subscription product the signed-in buyer bought through checkout, renewed by the payment ' +
    "provider (issue 40, item 3): its state, the period paid for, a failed renewal's grace period, " +
    'and what the buyer may do with it (cancel, change the payment method). Never a provider key.',
  attributes: {
    provider: z.enum(PAYMENT_PROVIDERS),
    product_name: z.string(),
    order_id: z.string(),
    order_number: z.string(),
    status: z.enum(BILLING_SUBSCRIPTION_STATUSES),
    interval: z.enum(BILLING_PERIODS),
    currency: z.string(),
    /** What each renewal charges, VAT included. */
    amount_cents: cents,
    period_ends_at: optionalTimestamp,
    cancel_at_period_end: z.boolean(),
    /** A failed renewal: access ends then unless a payment comes. */
    grace_ends_at: optionalTimestamp,
    can_cancel: z.boolean(),
    can_change_method: z.boolean(),
    /** A new payment method being confirmed by the provider. */
    method_change_pending: z.boolean(),
    /** Only in the answer that starts a payment-method change: where to send the browser. */
    checkout_url: z.string().nullable(),
  },
});
