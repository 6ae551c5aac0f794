import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AutomationStep } from '../../shared/commerce/automations';
import type { InvoiceKind, InvoiceLine, InvoiceParty } from '../../shared/commerce/invoices';
import type { OrderEventKind, OrderStatus } from '../../shared/commerce/order-status';
import type { BillingSubscriptionStatus } from '../../shared/commerce/renewals';
import { accounts, type BusinessModel, entities } from '../accounts/schema';
import { courses } from '../authoring/schema';
import { catalogs } from '../catalog/schema';
import { cascadeRef, createdAt, id, joinKeys, ref, setNullRef, ts, updatedAt } from '../db/columns';
import { portals } from '../portals/schema';

export const subscriptionPromotions = pgTable(
  'subscription_promotions',
  {
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** The language the text is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    discountPercent: integer('discount_percent').notNull(),
    expiresAt: ts('expires_at'),
    redeemedAt: ts('redeemed_at'),
  },
  (t) => [index('subscription_promotions_account_expires_idx').on(t.accountId, t.expiresAt)],
);

export const BILLING_PERIODS = ['month', 'year'] as const;

export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * What the academy sells (spec §1 business models). Commerce adds prices and orders; learning
 * needs to know which products would unlock a course (the 402 view names them).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The language the name and description are written in (en, nl, ro; null: unknown), so a
     * page in another language marks them (WCAG 3.1.2). */
    language: text('language'),
    businessModel: text('business_model').$type<BusinessModel>().notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>(),
    trialDays: integer('trial_days').notNull().default(0),
    accessMonths: integer('access_months'),
    /** Unlocks every course of the portal (a subscription, an all-courses flat fee). */
    coversAllCourses: boolean('covers_all_courses').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** VAT charged on the price, in basis points (2100 = 21 %); prices exclude it. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2100),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_portal_position_idx').on(t.portalId, t.position),
    check(
      'products_business_model_check',
      sql`${t.businessModel} in ('subscription', 'flat_fee', 'in_plan')`,
    ),
    check('products_vat_rate_check', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('products_trial_days_check', sql`${t.trialDays} between 0 and 365`),
    check('products_access_months_check', sql`${t.accessMonths} between 1 and 120`),
  ],
);

/** A product's price in one currency: integer cents, excluding VAT. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: cascadeRef('product_id', () => products.id),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('product_prices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('product_prices_amount_check', sql`${t.amountCents} between 0 and 100000000`),
  ],
);

export const productCourses = pgTable(
  'product_courses',
  {
    productId: cascadeRef('product_id', () => products.id),
    courseId: cascadeRef('course_id', () => courses.id),
  },
  (t) => joinKeys(t.productId, t.courseId, 'product_courses_course_idx'),
);

export const productCatalogs = pgTable(
  'product_catalogs',
  {
    productId: cascadeRef('product_id', () => products.id),
    catalogId: cascadeRef('catalog_id', () => catalogs.id),
  },
  (t) => joinKeys(t.productId, t.catalogId, 'product_catalogs_catalog_idx'),
);

/** A price list of the portal: the products the order form offers, in their order. */
export const salesCatalogs = pgTable(
  'sales_catalogs',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    /** The currency its orders are in; its products need a price in it. */
    currency: text('currency').notNull().default('EUR'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_catalogs_portal_position_idx').on(t.portalId, t.position),
    check('sales_catalogs_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const salesCatalogProducts = pgTable(
  'sales_catalog_products',
  {
    catalogId: cascadeRef('catalog_id', () => salesCatalogs.id),
    productId: cascadeRef('product_id', () => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('sales_catalog_products_catalog_position_idx').on(t.catalogId, t.position),
    ...joinKeys(t.catalogId, t.productId, 'sales_catalog_products_product_idx'),
  ],
);

/**
 * The last order number of a portal in a year. An order takes the next one by updating this row
 * in its own transaction: the row lock makes concurrent orders wait their turn, and a rolled
 * back order gives its number back, so numbers are never shared and never skipped.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.year] })],
);

export const ORDER_STATUS_VALUES = [
  'draft',
  'pending_payment',
  'paid',
  'fulfilled',
  'cancelled',
  'refunded',
] as const;

export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/**
 * An order of a customer (an entity, or one account), with its figures as the server computed
 * them when it was made. The customer's name is kept as it was then (lists, search, CSV).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** DEMO-2026-000001: unique within the portal, gapless per year. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    status: text('status').$type<OrderStatusValue>().notNull().default('draft'),
    customerEntityId: setNullRef('customer_entity_id', () => entities.id),
    customerAccountId: setNullRef('customer_account_id', () => accounts.id),
    customerName: text('customer_name').notNull(),
    salesCatalogId: setNullRef('sales_catalog_id', () => salesCatalogs.id),
    currency: text('currency').notNull(),
    promotionId: setNullRef('promotion_id', (): AnyPgColumn => promotions.id),
    promotionCode: text('promotion_code'),
    billingReference: text('billing_reference').notNull().default(''),
    /** The buyer's invoice address, country (ISO 3166-1 alpha-2) and VAT number (issue 40). */
    billingAddress: text('billing_address').notNull().default(''),
    billingCountry: text('billing_country'),
    billingVatId: text('billing_vat_id').notNull().default(''),
    /** EU B2B reverse charge (shared/commerce/invoices.ts): its lines were priced without VAT. */
    vatReverseCharge: boolean('vat_reverse_charge').notNull().default(false),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: setNullRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    unique('orders_portal_number_unique').on(t.portalId, t.number),
    unique('orders_portal_year_sequence_unique').on(t.portalId, t.year, t.sequence),
    // The list: by date (newest first is this read backwards), by status, total, customer; id
    // breaks ties. Ascending on purpose: drizzle's desc() is NULLS LAST, which ORDER BY … DESC
    // (NULLS FIRST) cannot use, while an ascending index read backwards serves it exactly.
    index('orders_portal_created_idx').on(t.portalId, t.createdAt, t.id),
    index('orders_portal_status_created_idx').on(t.portalId, t.status, t.createdAt, t.id),
    // A status filter sorted by total (the money view: what is still to be paid, the largest first).
    index('orders_portal_status_total_idx').on(t.portalId, t.status, t.totalCents, t.id),
    index('orders_portal_total_idx').on(t.portalId, t.totalCents, t.id),
    index('orders_portal_customer_idx').on(t.portalId, t.customerName, t.id),
    // filter[search]: number, customer or billing reference, infix (see accounts' trigram note).
    index('orders_search_trgm_idx')
      .using(
        'gin',
        sql`lower(${t.number} || ' ' || ${t.customerName} || ' ' || ${t.billingReference}) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
    // A customer's orders (the student's /account/orders, the entity's accounts).
    index('orders_customer_entity_idx').on(t.customerEntityId, t.createdAt, t.id),
    index('orders_customer_account_idx').on(t.customerAccountId, t.createdAt, t.id),
    index('orders_promotion_idx').on(t.promotionId),
    // The dashboard's orders and revenue: a portal's orders by payment time (paid ones only).
    index('orders_portal_paid_idx').on(t.portalId, t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('draft', 'pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_one_customer_check',
      sql`${t.customerEntityId} is null or ${t.customerAccountId} is null`,
    ),
    check('orders_amounts_check', sql`${t.totalCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

/**
 * How many orders of a portal are in each status, kept exact by statement-level triggers on
 * orders (migration 0014, hand-written part): the list's total with no filter or a status
 * filter is one row read, not a count over 100,000 orders.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.status] })],
);

/** A line of an order: the product as it was sold (name, price, VAT) and its figures. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: cascadeRef('order_id', () => orders.id),
    position: integer('position').notNull().default(0),
    productId: setNullRef('product_id', () => products.id),
    productName: text('product_name').notNull(),
    /** The language the product's name was written in when sold (en, nl, ro; null: unknown), so
     * a page in another language marks it (WCAG 3.1.2). Kept with the name, which the
     * line keeps as sold. */
    productLanguage: text('product_language'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_lines_order_position_idx').on(t.orderId, t.position),
    // filter[product] of the orders list (a semi-join read from this index alone).
    index('order_lines_product_idx').on(t.productId, t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} between 1 and 1000`),
  ],
);

/**
 * Seats: a line's quantity is its number of seats, and only the accounts that
 * hold one get what the line's order automations grant. Sales staff assign a seat to an account
 * of the order's customer and free it again (freed_at; the row stays, the order's history); a
 * refund or cancellation frees them all. One active seat per line and account.
 */
export const orderSeatAssignments = pgTable(
  'order_seat_assignments',
  {
    id: id(),
    orderLineId: cascadeRef('order_line_id', () => orderLines.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    /** Who assigned it (null: the system, at payment, when every account had a seat). */
    assignedBy: setNullRef('assigned_by', () => accounts.id),
    freedAt: ts('freed_at'),
    freedBy: setNullRef('freed_by', () => accounts.id),
  },
  (t) => [
    uniqueIndex('order_seat_assignments_line_account_active_unique')
      .on(t.orderLineId, t.accountId)
      .where(sql`${t.freedAt} is null`),
    // The order page's holders of a line (oldest first) and the count of its used seats.
    index('order_seat_assignments_line_active_idx')
      .on(t.orderLineId, t.assignedAt, t.id)
      .where(sql`${t.freedAt} is null`),
    // The access rule: does this account hold a seat (of a paid order's line)?
    index('order_seat_assignments_account_active_idx')
      .on(t.accountId, t.orderLineId)
      .where(sql`${t.freedAt} is null`),
  ],
);

/** The order's timeline: every status change and automation outcome, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    // UUIDv7 from created_at: the timeline's order.
    id: id(),
    orderId: cascadeRef('order_id', () => orders.id),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    /** Who did it (null: the system, e.g. automations fulfilling the order). */
    actorId: setNullRef('actor_id', () => accounts.id),
    actorName: text('actor_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_created_idx').on(t.orderId, t.createdAt, t.id)],
);

/** A portal promotion code (SCREENS "/admin/sales/promotions"). */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    /** In capitals: codes compare without regard to case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** The language the description is written in (en, nl, ro; null: unknown), so a page in another
     * language marks it (WCAG 3.1.2). */
    language: text('language'),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    percent: integer('percent'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    currency: text('currency'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    maxRedemptions: integer('max_redemptions'),
    maxPerAccount: integer('max_per_account'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('promotions_portal_code_unique').on(t.portalId, t.code),
    index('promotions_portal_created_idx').on(t.portalId, t.createdAt),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'promotions_value_check',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100) or (${t.kind} = 'amount' and ${t.amountCents} > 0 and ${t.currency} is not null)`,
    ),
    check('promotions_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{4,32}$'`),
  ],
);

/** The products a promotion applies to (none: every product). */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: cascadeRef('promotion_id', () => promotions.id),
    productId: cascadeRef('product_id', () => products.id),
  },
  (t) => joinKeys(t.promotionId, t.productId, 'promotion_products_product_idx'),
);

/**
 * One use of a promotion by an order. Made in the order's transaction with the promotion's row
 * locked, so its limits hold when orders arrive at once; released when the order is cancelled.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: cascadeRef('promotion_id', () => promotions.id),
    orderId: cascadeRef('order_id', () => orders.id).unique(),
    /** The customer (an account or an entity id) the per-account limit counts for. */
    customerKey: uuid('customer_key').notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    redeemedAt: ts('redeemed_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
  },
  (t) => [
    index('promotion_redemptions_promotion_idx').on(t.promotionId, t.redeemedAt, t.id),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.customerKey),
  ],
);

export const AUTOMATION_TRIGGER_VALUES = ['paid', 'refunded'] as const;

/** What happens when an order is paid or refunded (SCREENS "/admin/settings/order-automations"). */
export const orderAutomations = pgTable(
  'order_automations',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    name: text('name').notNull(),
    trigger: text('trigger').$type<'paid' | 'refunded'>().notNull().default('paid'),
    /** Runs for orders with this product (null: every order). */
    productId: ref('product_id', () => products.id, 'cascade'),
    subscriptionMonths: integer('subscription_months'),
    coachId: setNullRef('coach_id', () => accounts.id),
    message: text('message').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_automations_portal_position_idx').on(t.portalId, t.position),
    index('order_automations_product_idx').on(t.productId),
    check('order_automations_trigger_check', sql`${t.trigger} in ('paid', 'refunded')`),
    check('order_automations_months_check', sql`${t.subscriptionMonths} between 1 and 120`),
  ],
);

/** The courses an automation enrols the customer's accounts in. */
export const orderAutomationCourses = pgTable(
  'order_automation_courses',
  {
    automationId: cascadeRef('automation_id', () => orderAutomations.id),
    courseId: cascadeRef('course_id', () => courses.id),
  },
  (t) => joinKeys(t.automationId, t.courseId, 'order_automation_courses_course_idx'),
);

/**
 * One automation's run for one order and trigger: `key` (order:rule:trigger) is unique, so a
 * rule runs once per order however often payment is recorded or a retry is asked for.
 */
export const orderAutomationRuns = pgTable(
  'order_automation_runs',
  {
    id: id(),
    key: text('key').notNull().unique(),
    orderId: cascadeRef('order_id', () => orders.id),
    automationId: setNullRef('automation_id', () => orderAutomations.id),
    /** The rule as it was when it ran (its name and actions). */
    automationName: text('automation_name').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull().default({}),
    trigger: text('trigger').$type<'paid' | 'refunded'>().notNull(),
    status: text('status').$type<'running' | 'done' | 'failed' | 'undone'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_automation_runs_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_automation_runs_status_check',
      sql`${t.status} in ('running', 'done', 'failed', 'undone')`,
    ),
  ],
);

/** A step of a run, done at most once: what it granted is kept so a refund can undo it. */
export const orderAutomationSteps = pgTable(
  'order_automation_steps',
  {
    runId: cascadeRef('run_id', () => orderAutomationRuns.id),
    step: text('step').$type<AutomationStep>().notNull(),
    status: text('status').$type<'done' | 'failed' | 'undone'>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.step] }),
    check(
      'order_automation_steps_step_check',
      sql`${t.step} in ('enrol', 'subscription', 'coach', 'notify')`,
    ),
    check('order_automation_steps_status_check', sql`${t.status} in ('done', 'failed', 'undone')`),
  ],
);

/**
 * Access to one course that a paid order gave an account (an automation's enrol step): learning
 * in the course needs no subscription while it runs. A refund revokes it.
 */
export const courseAccessGrants = pgTable(
  'course_access_grants',
  {
    id: id(),
    accountId: cascadeRef('account_id', () => accounts.id),
    courseId: cascadeRef('course_id', () => courses.id),
    runId: cascadeRef('run_id', () => orderAutomationRuns.id),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    unique('course_access_grants_run_account_course_unique').on(t.runId, t.accountId, t.courseId),
    index('course_access_grants_account_course_idx').on(t.accountId, t.courseId),
    index('course_access_grants_course_idx').on(t.courseId),
  ],
);

/**
 * The seller as a portal's invoices name it (issue 40, item 5): legal name, address, country,
 * VAT and registration numbers, payment terms. Edited by sales staff on /admin/sales/invoicing;
 * each invoice keeps a copy as it was when issued.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    portalId: ref('portal_id', () => portals.id, 'cascade').primaryKey(),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** ISO 3166-1 alpha-2; null until set (then no reverse charge can apply). */
    country: text('country'),
    vatId: text('vat_id').notNull().default(''),
    registration: text('registration').notNull().default(''),
    /** The seller's mailbox for billing questions (a company's address, like a mailing's from_address). */
    email: text('contact_address').notNull().default(''),
    iban: text('iban').notNull().default(''),
    /** Days to pay after the invoice date (0: paid on receipt, as checkout payments are). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    /** A line printed at the foot of every invoice. */
    footer: text('footer').notNull().default(''),
    /**
     * Issue 40, item 3: days a subscription stays active after its renewal payment failed
     * (shared/commerce/renewals.ts), from the failed payment's date.
     */
    renewalGraceDays: integer('renewal_grace_days').notNull().default(7),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invoice_settings_terms_check', sql`${t.paymentTermsDays} between 0 and 120`),
    check('invoice_settings_grace_check', sql`${t.renewalGraceDays} between 0 and 60`),
  ],
);

/**
 * The last invoice (or credit note) number of a portal in a year, one row per kind: taken by
 * updating the row in the paying transaction, like order_counters, so the sequence has no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    portalId: cascadeRef('portal_id', () => portals.id),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.kind, t.year] })],
);

/**
 * An issued invoice or credit note: a snapshot of seller, buyer, lines and totals when the
 * order was paid (or refunded), never changed afterwards. Kept as long as the order (the
 * order cannot be deleted while it has one) and through an erasure of the buyer: the tax
 * authorities' retention duty (GDPR art. 17(3)(b)).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    orderId: ref('order_id', () => orders.id, 'no action').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** DEMO-INV-2026-000001 / DEMO-CN-2026-000001. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A credit note's invoice. */
    creditForId: ref('credit_for_id', (): AnyPgColumn => invoices.id, 'no action'),
    /**
     * A credit note of a refund through the payment provider (issue 40, item 4): the provider's
     * refund id (`re_…`), one credit note per refund; null for the whole order's refund by staff.
     */
    refundId: text('refund_id'),
    /** The buyer's language: the PDF's and the mail's. */
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The order's number and billing reference, printed as the buyer's references. */
    orderNumber: text('order_number').notNull(),
    billingReference: text('billing_reference').notNull().default(''),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    dueAt: ts('due_at').notNull(),
    /**
     * Mailed to the buyer with the PDF by the background worker (an account customer's address
     * when issued; '' for an organisation, whose documents are downloaded from the order).
     */
    mailTo: text('mail_to').notNull().default(''),
    mailedAt: ts('mailed_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** Not before: the next try after a failure, or the lease of the worker sending it. */
    mailRetryAt: ts('mail_retry_at'),
    mailError: text('mail_error'),
  },
  (t) => [
    unique('invoices_portal_kind_year_sequence_unique').on(t.portalId, t.kind, t.year, t.sequence),
    unique('invoices_portal_number_unique').on(t.portalId, t.number),
    // One invoice per order, one whole-order credit note per invoice and one credit note per
    // provider refund: paying or refunding twice issues nothing new.
    uniqueIndex('invoices_order_invoice_unique').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_credit_for_unique')
      .on(t.creditForId)
      .where(sql`${t.kind} = 'credit_note' and ${t.refundId} is null`),
    uniqueIndex('invoices_portal_refund_unique')
      .on(t.portalId, t.refundId)
      .where(sql`${t.refundId} is not null`),
    // An order's documents (its page, /account/orders), oldest first.
    index('invoices_order_issued_idx').on(t.orderId, t.issuedAt),
    // The worker's outbox: documents still to mail, by when they may be tried.
    index('invoices_mail_due_idx')
      .on(t.mailRetryAt, t.issuedAt)
      .where(sql`${t.mailedAt} is null and ${t.mailTo} <> ''`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'invoices_credit_check',
      sql`(${t.kind} = 'credit_note') = (${t.creditForId} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Subscriptions that renew through the provider (issue 40, item 3; docs/checkout.md)
// ---------------------------------------------------------------------------------------------

/**
 * A subscription product bought through checkout that the provider renews: a Mollie customer
 * with a mandate and a subscription, or a Stripe customer and subscription. Its first order is
 * the checkout's; every renewal payment becomes an order of its own (invoice, automations).
 * A failed renewal starts the grace period (`failedAt` + the portal's renewal_grace_days); the
 * worker ends it (status `lapsed`, the account's subscription inactive) unless a payment came.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: id(),
    portalId: cascadeRef('portal_id', () => portals.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    productId: setNullRef('product_id', () => products.id),
    /** The checkout's order (the first payment). */
    orderId: ref('order_id', () => orders.id, 'cascade').notNull(),
    provider: text('provider').$type<'mollie' | 'stripe'>().notNull(),
    status: text('status').$type<BillingSubscriptionStatus>().notNull().default('pending'),
    interval: text('interval').$type<BillingPeriod>().notNull(),
    currency: text('currency').notNull(),
    /** What each renewal charges (the product's price and VAT, no one-off promotion). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    customerRef: text('customer_ref'),
    subscriptionRef: text('subscription_ref'),
    mandateRef: text('mandate_ref'),
    /** The end of the period paid for (the provider's next charge). */
    periodEndsAt: ts('period_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: ts('canceled_at'),
    /** The failed renewal that started the grace period (null: none running). */
    failedAt: ts('failed_at'),
    failedPaymentRef: text('failed_payment_ref'),
    /** The grace mail: due once failedAt is set, mailed once (the worker's outbox). */
    graceMailDue: boolean('grace_mail_due').notNull().default(false),
    graceMailAttempts: integer('grace_mail_attempts').notNull().default(0),
    graceMailRetryAt: ts('grace_mail_retry_at'),
    lapsedAt: ts('lapsed_at'),
    /** The payment-method change in progress (a Mollie first payment, a Stripe setup session). */
    methodChangeRef: text('method_change_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('billing_subscriptions_order_unique').on(t.orderId),
    uniqueIndex('billing_subscriptions_provider_ref_unique')
      .on(t.provider, t.subscriptionRef)
      .where(sql`${t.subscriptionRef} is not null`),
    index('billing_subscriptions_account_idx').on(t.accountId, t.createdAt),
    index('billing_subscriptions_product_idx').on(t.productId),
    // The worker: grace periods running, and grace mails to send.
    index('billing_subscriptions_grace_idx').on(t.failedAt).where(sql`${t.status} = 'past_due'`),
    check(
      'billing_subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'past_due', 'canceled', 'lapsed')`,
    ),
  ],
);

/**
 * Every provider payment (or Stripe invoice) of a billing subscription, once: the unique
 * (provider, payment) makes a webhook told twice, or out of order, change nothing twice.
 */
export const billingSubscriptionPayments = pgTable(
  'billing_subscription_payments',
  {
    id: id(),
    subscriptionId: cascadeRef('subscription_id', () => billingSubscriptions.id),
    provider: text('provider').$type<'mollie' | 'stripe'>().notNull(),
    paymentRef: text('payment_ref').notNull(),
    outcome: text('outcome').$type<'paid' | 'failed'>().notNull(),
    /** When the provider made the payment (what orders the events, not when they arrive). */
    paymentAt: ts('payment_at').notNull(),
    /** The renewal's order (a paid renewal). */
    orderId: setNullRef('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('billing_subscription_payments_ref_unique').on(t.provider, t.paymentRef),
    index('billing_subscription_payments_subscription_idx').on(t.subscriptionId, t.paymentAt),
    index('billing_subscription_payments_order_idx').on(t.orderId),
  ],
);
