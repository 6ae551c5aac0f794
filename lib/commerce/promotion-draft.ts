import type { PortalPromotion, PromotionInput } from '@/lib/resources/commerce';
import { amountInput, parseAmount } from '@/shared/commerce/money';
import {
  isPromotionCode,
  normalizePromotionCode,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_LIMIT_MAX,
  type PromotionKind,
} from '@/shared/commerce/promotions';

/** The promotion form as typed. Dates are days (YYYY-MM-DD): valid from the start of the first to the end of the last. */
export interface PromotionDraft {
  code: string;
  description: string;
  /** The description's language: one of the portal's (WCAG 3.1.2). */
  language: string;
  kind: PromotionKind;
  percent: string;
  amount: string;
  currency: string;
  startsOn: string;
  endsOn: string;
  maxRedemptions: string;
  maxPerAccount: string;
  productIds: string[];
}

export type PromotionField =
  | 'code'
  | 'description'
  | 'language'
  | 'percent'
  | 'amount'
  | 'endsOn'
  | 'maxRedemptions'
  | 'maxPerAccount';

export type PromotionErrors = Partial<Record<PromotionField, string>>;

const DAY = 24 * 60 * 60 * 1000;
const WHOLE = /^\d+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first moment of a day (UTC). */
const startOf = (day: string) => `${day}T00:00:00.000Z`;
/** The moment after a day (UTC): a promotion ending on the 31st still applies on the 31st. */
const endOf = (day: string) => new Date(Date.parse(startOf(day)) + DAY).toISOString();

/** The day a stored start or end shows as in the form. */
export function dayOf(iso: string | null, end = false): string {
  if (!iso) return '';
  const time = Date.parse(iso) - (end ? 1 : 0);
  return new Date(time).toISOString().slice(0, 10);
}

/** `language`: a new promotion's (the writer's, see defaultContentLanguage). */
export function promotionDraftOf(
  promotion: PortalPromotion | null,
  language: string,
): PromotionDraft {
  return {
    code: promotion?.code ?? '',
    description: promotion?.description ?? '',
    language: promotion?.language ?? language,
    kind: promotion?.kind ?? 'percent',
    percent: promotion?.percent ? String(promotion.percent) : '',
    amount: promotion?.amountCents ? amountInput(promotion.amountCents) : '',
    currency: promotion?.currency ?? 'EUR',
    startsOn: dayOf(promotion?.startsAt ?? null),
    endsOn: dayOf(promotion?.endsAt ?? null, true),
    maxRedemptions: promotion?.maxRedemptions ? String(promotion.maxRedemptions) : '',
    maxPerAccount: promotion?.maxPerAccount ? String(promotion.maxPerAccount) : '',
    productIds: promotion?.products.map((product) => product.id) ?? [],
  };
}

function limit(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const number = Number(value);
  return WHOLE.test(value) && number >= 1 && number <= PROMOTION_LIMIT_MAX ? number : undefined;
}

/**
 * Checks the promotion form: a code of 4–32 letters, digits, - or _ (kept in capitals); a
 * percentage of 1–100 or an amount; an end not before the start; limits of at least 1 (empty:
 * unlimited), per account not above the total.
 */
export function parsePromotionDraft(
  draft: PromotionDraft,
): { input: PromotionInput; errors: null } | { input: null; errors: PromotionErrors } {
  const errors: PromotionErrors = {};
  if (!isPromotionCode(draft.code)) errors.code = 'codeFormat';
  if ([...draft.description.trim()].length > PROMOTION_DESCRIPTION_MAX) {
    errors.description = 'descriptionTooLong';
  }
  const percent = Number(draft.percent.trim());
  if (
    draft.kind === 'percent' &&
    (!WHOLE.test(draft.percent.trim()) || percent < 1 || percent > 100)
  ) {
    errors.percent = 'percentRange';
  }
  const amount = parseAmount(draft.amount);
  if (draft.kind === 'amount' && (amount === null || amount < 1)) errors.amount = 'amountInvalid';
  const startsOn = draft.startsOn.trim();
  const endsOn = draft.endsOn.trim();
  if ((startsOn && !ISO_DAY.test(startsOn)) || (endsOn && !ISO_DAY.test(endsOn))) {
    errors.endsOn = 'dateFormat';
  } else if (startsOn && endsOn && endsOn < startsOn) errors.endsOn = 'endBeforeStart';
  const maxRedemptions = limit(draft.maxRedemptions);
  const maxPerAccount = limit(draft.maxPerAccount);
  if (maxRedemptions === undefined) errors.maxRedemptions = 'limitRange';
  if (maxPerAccount === undefined) errors.maxPerAccount = 'limitRange';
  else if (maxRedemptions && maxPerAccount && maxPerAccount > maxRedemptions) {
    errors.maxPerAccount = 'perAccountAboveTotal';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      code: normalizePromotionCode(draft.code),
      description: draft.description.trim(),
      language: draft.language,
      kind: draft.kind,
      percent: draft.kind === 'percent' ? percent : null,
      amountCents: draft.kind === 'amount' ? amount : null,
      currency: draft.kind === 'amount' ? draft.currency : null,
      startsAt: startsOn ? startOf(startsOn) : null,
      endsAt: endsOn ? endOf(endsOn) : null,
      maxRedemptions: maxRedemptions ?? null,
      maxPerAccount: maxPerAccount ?? null,
      productIds: [...new Set(draft.productIds)],
    },
    errors: null,
  };
}
