import type { BusinessModel } from '../access/subscription';

/**
 * Products of the sales catalogs (SCREENS "/admin/sales/catalogs"): a name and description, a
 * business model (a subscription by month or year with trial days; a flat fee with access
 * months; in plan), a price per currency in cents, a VAT rate, the courses or catalogs it
 * unlocks, and whether it is offered (visible).
 */

export const BUSINESS_MODELS = [
  'subscription',
  'flat_fee',
  'in_plan',
] as const satisfies readonly BusinessModel[];
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const TRIAL_DAYS_MAX = 365;
export const ACCESS_MONTHS_MAX = 120;
export const PRODUCT_LINKS_MAX = 100;
export const SALES_CATALOG_NAME_MAX = 120;
/** The VAT rate of a new product: 21 % (DEMO-DATA.md), in basis points. */
export const DEFAULT_VAT_BASIS_POINTS = 2100;

export const PRODUCT_RULES = {
  name: `required|max:${PRODUCT_NAME_MAX}`,
  description: `max:${PRODUCT_DESCRIPTION_MAX}`,
} as const;

export const SALES_CATALOG_RULES = { name: `required|max:${SALES_CATALOG_NAME_MAX}` } as const;

/** Quantity of one order line (SCREENS: 1–1,000). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const ORDER_LINES_MAX = 50;
export const BILLING_REFERENCE_MAX = 100;

export const ORDER_RULES = { billing_reference: `max:${BILLING_REFERENCE_MAX}` } as const;

/**
 * What the business model asks of the other fields: a subscription has a billing period (and
 * may have trial days), a flat fee has access months, in plan has neither.
 */
export function modelFields(model: BusinessModel): {
  billingPeriod: boolean;
  trialDays: boolean;
  accessMonths: boolean;
} {
  return {
    billingPeriod: model === 'subscription',
    trialDays: model === 'subscription',
    accessMonths: model === 'flat_fee',
  };
}
