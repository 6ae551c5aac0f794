import {
  orderAutomations,
  orderCustomers,
  orderQuotes,
  orders,
  products,
  promotionRedemptions,
  promotions,
  salesCatalogs,
} from '../../shared/commerce/contract';
import type { PaymentProvider } from '../../shared/commerce/payments';
import { promotionState } from '../../shared/commerce/promotions';
import type { WireAttributes } from '../../shared/contract/resource';
import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { InvoiceSummary } from './invoices.queries';
import type { AutomationRow, RunRow, StepRow } from './order-automations.queries';
import type { CustomerMatch, OrderDetail, OrderLineRow, OrderRow, Quote } from './orders.queries';
import type { PortalPromotionRow, RedemptionRow } from './portal-promotions.queries';
import type { SalesCatalogRow, SalesProduct } from './sales-catalogs.queries';

/** A product with its prices and what it unlocks (SCREENS "/admin/sales/catalogs"). */
export function salesProductResource(row: SalesProduct): ResourceObject {
  return resourceOf(products, row.id, {
    name: row.name,
    description: row.description,
    language: row.language,
    business_model: row.businessModel,
    billing_period: row.billingPeriod,
    trial_days: row.trialDays,
    access_months: row.accessMonths,
    vat_rate_basis_points: row.vatRateBasisPoints,
    covers_all_courses: row.coversAllCourses,
    visible: row.visible,
    position: row.position,
    prices: row.prices.map((price) => ({
      currency: price.currency,
      amount_cents: price.amountCents,
    })),
    courses: row.courses,
    catalogs: row.catalogs,
  });
}

export function salesCatalogResource(row: SalesCatalogRow): ResourceObject {
  return resourceOf(salesCatalogs, row.id, {
    name: row.name,
    currency: row.currency,
    position: row.position,
    product_ids: row.productIds,
  });
}

function lineAttributes(line: OrderLineRow | Quote['lines'][number]) {
  return {
    product_id: line.productId,
    product_name: line.productName,
    product_language: line.productLanguage,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    vat_rate_basis_points: line.vatRateBasisPoints,
    net_cents: line.netCents,
    discount_cents: line.discountCents,
    vat_cents: line.vatCents,
    total_cents: line.totalCents,
  };
}

/** An order as a list shows it (its lines' products named, for the list and the CSV). */
export function orderResource(row: OrderRow, extra: Partial<OrderExtras> = {}): ResourceObject {
  return resourceOf(
    orders,
    row.id,
    {
      number: row.number,
      status: row.status,
      customer_type: row.customerEntityId ? 'entity' : row.customerAccountId ? 'account' : null,
      customer_id: row.customerEntityId ?? row.customerAccountId,
      customer_name: row.customerName,
      currency: row.currency,
      promotion_code: row.promotionCode,
      billing_reference: row.billingReference,
      billing_address: row.billingAddress,
      billing_country: row.billingCountry,
      billing_vat_id: row.billingVatId,
      vat_reverse_charge: row.vatReverseCharge,
      subtotal_cents: row.subtotalCents,
      discount_cents: row.discountCents,
      vat_cents: row.vatCents,
      total_cents: row.totalCents,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      paid_at: iso(row.paidAt),
      ...(extra.invoices
        ? {
            invoices: extra.invoices
              .filter((invoice) => invoice.orderId === row.id)
              .map((invoice) => ({
                id: invoice.id,
                kind: invoice.kind,
                number: invoice.number,
                issued_at: invoice.issuedAt.toISOString(),
                total_cents: invoice.totalCents,
                currency: invoice.currency,
              })),
          }
        : {}),
      ...(extra.lines ? { lines: extra.lines.map(lineAttributes) } : {}),
      ...(extra.timeline ? { timeline: extra.timeline } : {}),
      ...(extra.automations ? { automations: extra.automations } : {}),
      ...(extra.payment_provider !== undefined
        ? {
            payment_provider: extra.payment_provider,
            refundable_cents: extra.refundable_cents ?? 0,
          }
        : {}),
    },
    { relationships: { sales_catalog: toOne('sales_catalogs', row.salesCatalogId) } },
  );
}

type OrderAttributes = WireAttributes<typeof orders>;
type OrderExtras = {
  lines: OrderLineRow[];
  /** The documents of this order (or of a page of orders: only this one's are shown). */
  invoices: InvoiceSummary[];
  timeline: NonNullable<OrderAttributes['timeline']>;
  automations: NonNullable<OrderAttributes['automations']>;
  /** The order page's refund through the provider (issue 40, item 4). */
  payment_provider: PaymentProvider | null;
  refundable_cents: number;
};
type RunWithSteps = { run: RunRow; steps: StepRow[] };

/**
 * An order's page: its lines, its timeline (who and when), and its automations' runs with
 * each step's outcome (a failed one with its error, for the retry).
 */
export function orderDetailResource(
  detail: OrderDetail,
  runs: RunWithSteps[],
  invoices: InvoiceSummary[],
  refunds: { provider: PaymentProvider | null; refundableCents: number } = {
    provider: null,
    refundableCents: 0,
  },
): ResourceObject {
  return orderResource(detail.order, {
    lines: detail.lines,
    invoices,
    payment_provider: refunds.provider,
    refundable_cents: refunds.refundableCents,
    timeline: detail.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor_name: event.actorName,
      detail: event.detail,
      at: iso(event.createdAt),
    })),
    automations: runs.map(({ run, steps }) => ({
      id: run.id,
      name: run.automationName,
      trigger: run.trigger,
      status: run.status,
      attempts: run.attempts,
      error: run.lastError,
      updated_at: iso(run.updatedAt),
      steps: steps.map((step) => ({
        step: step.step,
        status: step.status,
        error: step.error,
        summary: stepSummary(step),
      })),
    })),
  });
}

type StepSummary = NonNullable<OrderAttributes['automations']>[number]['steps'][number]['summary'];
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** What a step did, in numbers the page words (never the ids it keeps for the refund). */
function stepSummary(step: StepRow): StepSummary {
  const result = step.result as Record<string, unknown>;
  switch (step.step) {
    case 'enrol':
      return {
        courses: count(result.courseIds),
        accounts: number(result.accounts),
        enrolled: count(result.createdEnrollmentIds),
        access_until: typeof result.accessUntil === 'string' ? result.accessUntil : null,
      };
    case 'subscription':
      return { months: number(result.months), accounts: count(result.accounts) };
    case 'coach':
      return { accounts: count(result.accountIds) };
    default:
      return { accounts: number(result.accounts) };
  }
}

/** The order form's figures, computed on the server, and why a promotion code was refused. */
export function quoteResource(quote: Quote): ResourceObject {
  return resourceOf(orderQuotes, 'quote', {
    currency: quote.currency,
    lines: quote.lines.map(lineAttributes),
    subtotal_cents: quote.subtotalCents,
    discount_cents: quote.discountCents,
    vat_cents: quote.vatCents,
    total_cents: quote.totalCents,
    vat_reverse_charge: quote.reverseCharge,
    promotion: quote.promotion
      ? {
          code: quote.promotion.code,
          applied: quote.promotion.refusal === null,
          refusal: quote.promotion.refusal,
        }
      : null,
  });
}

export function customerResource(row: CustomerMatch): ResourceObject {
  return resourceOf(orderCustomers, `${row.kind}:${row.id}`, {
    kind: row.kind,
    customer_id: row.id,
    name: row.name,
    email: row.email,
    account_count: row.accountCount,
    entity_name: row.entityName,
  });
}

export function portalPromotionResource(row: PortalPromotionRow, now: Date): ResourceObject {
  return resourceOf(promotions, row.id, {
    code: row.code,
    description: row.description,
    language: row.language,
    kind: row.kind,
    percent: row.percent,
    amount_cents: row.amountCents,
    currency: row.currency,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    max_redemptions: row.maxRedemptions,
    max_per_account: row.maxPerAccount,
    products: row.products,
    redemption_count: row.redemptionCount,
    state: promotionState(row, row.redemptionCount, now),
    created_at: iso(row.createdAt),
  });
}

export function redemptionResource(row: RedemptionRow): ResourceObject {
  return resourceOf(
    promotionRedemptions,
    row.id,
    {
      code: row.code,
      order_id: row.orderId,
      order_number: row.orderNumber,
      order_status: row.orderStatus,
      customer_name: row.customerName,
      currency: row.currency,
      discount_cents: row.discountCents,
      redeemed_at: iso(row.redeemedAt),
      released_at: iso(row.releasedAt),
    },
    { relationships: { promotion: toOne('promotions', row.promotionId) } },
  );
}

export function automationResource(row: AutomationRow): ResourceObject {
  return resourceOf(orderAutomations, row.id, {
    name: row.name,
    trigger: row.trigger,
    product_id: row.productId,
    product_name: row.productName,
    courses: row.courses,
    subscription_months: row.subscriptionMonths,
    coach_id: row.coachId,
    coach_name: row.coachName,
    message: row.message,
    active: row.active,
    position: row.position,
  });
}
