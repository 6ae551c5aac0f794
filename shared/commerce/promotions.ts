import type { Discount } from './totals';

/**
 * Portal promotions (SCREENS "/admin/sales/promotions"): a code of 4–32 characters, compared
 * without regard to case; a percentage or a fixed amount off; a validity window; at most so many
 * redemptions in total and per account; the products it applies to (none listed: all of them).
 */

export const PROMOTION_CODE_MIN = 4;
export const PROMOTION_CODE_MAX = 32;
/** Letters, digits, - and _ (what people can read out and type). */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PROMOTION_DESCRIPTION_MAX = 500;
export const PROMOTION_LIMIT_MAX = 1_000_000;

/** Spec §5 rule strings of the promotion form's text fields (shared with the API). */
export const PROMOTION_RULES = {
  code: `required|min:${PROMOTION_CODE_MIN}|max:${PROMOTION_CODE_MAX}|regex:^[A-Za-z0-9_-]+$`,
  description: `max:${PROMOTION_DESCRIPTION_MAX}`,
} as const;

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The code as stored and compared: trimmed, in capitals ("autumn25" is AUTUMN25). */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a typed code can be a code at all (length and characters), before any look-up. */
export function isPromotionCode(code: string): boolean {
  const normalized = normalizePromotionCode(code);
  return (
    normalized.length >= PROMOTION_CODE_MIN &&
    normalized.length <= PROMOTION_CODE_MAX &&
    PROMOTION_CODE_PATTERN.test(normalized)
  );
}

/** Why a code does not apply to an order; the order form shows the reason as it is. */
export const PROMOTION_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'not_applicable',
  'limit_reached',
  'account_limit_reached',
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

export interface PromotionTerms {
  kind: PromotionKind;
  /** 1–100 (kind percent). */
  percent: number | null;
  /** kind amount: the amount off, in this currency only. */
  amountCents: number | null;
  currency: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: unlimited. */
  maxRedemptions: number | null;
  maxPerAccount: number | null;
  /** Empty: every product. */
  productIds: readonly string[];
}

export interface RedemptionContext {
  now: Date;
  /** The products on the order. */
  productIds: readonly string[];
  currency: string;
  /** Redemptions so far (released ones, of cancelled orders, not counted). */
  redemptions: number;
  /** Redemptions so far by this order's customer. */
  customerRedemptions: number;
}

/**
 * Whether a promotion applies to an order, and if not why, in the order people think of it: is
 * it valid today (not yet, or expired), is it for these products (or this currency), is any
 * left, and has this customer used theirs. Null: it applies.
 */
export function promotionRefusal(
  terms: PromotionTerms,
  context: RedemptionContext,
): PromotionRefusal | null {
  const now = context.now.getTime();
  if (terms.startsAt && now < terms.startsAt.getTime()) return 'not_started';
  if (terms.endsAt && now >= terms.endsAt.getTime()) return 'expired';
  const forProducts =
    terms.productIds.length === 0
      ? context.productIds.length > 0
      : context.productIds.some((id) => terms.productIds.includes(id));
  if (!forProducts) return 'not_applicable';
  if (terms.kind === 'amount' && terms.currency !== context.currency) return 'not_applicable';
  if (terms.maxRedemptions !== null && context.redemptions >= terms.maxRedemptions) {
    return 'limit_reached';
  }
  if (terms.maxPerAccount !== null && context.customerRedemptions >= terms.maxPerAccount) {
    return 'account_limit_reached';
  }
  return null;
}

/** The discount a promotion gives an order's lines (see orderTotals). */
export function discountOf(terms: PromotionTerms): Discount {
  const productIds = terms.productIds.length > 0 ? terms.productIds : null;
  return terms.kind === 'percent'
    ? { kind: 'percent', percent: terms.percent ?? 0, productIds }
    : { kind: 'amount', amountCents: terms.amountCents ?? 0, productIds };
}

export type PromotionState = 'scheduled' | 'active' | 'expired' | 'used_up';

/** Where a promotion stands today (the promotions list's badge). */
export function promotionState(
  terms: Pick<PromotionTerms, 'startsAt' | 'endsAt' | 'maxRedemptions'>,
  redemptions: number,
  now: Date,
): PromotionState {
  if (terms.endsAt && now.getTime() >= terms.endsAt.getTime()) return 'expired';
  if (terms.startsAt && now.getTime() < terms.startsAt.getTime()) return 'scheduled';
  if (terms.maxRedemptions !== null && redemptions >= terms.maxRedemptions) return 'used_up';
  return 'active';
}
