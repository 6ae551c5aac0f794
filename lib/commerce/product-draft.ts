import type { ProductInput, SalesProduct } from '@/lib/resources/commerce';
import {
  amountInput,
  MAX_PRICE_CENTS,
  parseAmount,
  parseVatPercent,
  vatPercent,
} from '@/shared/commerce/money';
import {
  ACCESS_MONTHS_MAX,
  DEFAULT_VAT_BASIS_POINTS,
  modelFields,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  TRIAL_DAYS_MAX,
} from '@/shared/commerce/products';

/** The product form as typed: numbers and amounts as text until they are checked. */
export interface ProductDraft {
  name: string;
  description: string;
  /** The name's and description's language: one of the portal's (WCAG 3.1.2). */
  language: string;
  businessModel: ProductInput['businessModel'];
  billingPeriod: 'month' | 'year';
  trialDays: string;
  accessMonths: string;
  vat: string;
  visible: boolean;
  coversAllCourses: boolean;
  prices: { currency: string; amount: string }[];
  courseIds: string[];
  catalogIds: string[];
}

export type ProductField =
  | 'name'
  | 'description'
  | 'language'
  | 'trialDays'
  | 'accessMonths'
  | 'vat'
  | 'prices';

/** Message keys (commerce.products.errors.*) per invalid field. */
export type ProductErrors = Partial<Record<ProductField, string>>;

const WHOLE = /^\d+$/;

/**
 * The form of a product, or of a new one in `currency`. `language`: a new product's (the
 * writer's when the portal offers it, else the portal's primary one: defaultContentLanguage).
 */
export function productDraftOf(
  product: SalesProduct | null,
  currency = 'EUR',
  language = '',
): ProductDraft {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    language: product?.language ?? language,
    businessModel: product?.businessModel ?? 'flat_fee',
    billingPeriod: product?.billingPeriod ?? 'year',
    trialDays: String(product?.trialDays ?? 0),
    accessMonths: String(product?.accessMonths ?? 12),
    vat: vatPercent(product?.vatRateBasisPoints ?? DEFAULT_VAT_BASIS_POINTS),
    visible: product?.visible ?? true,
    coversAllCourses: product?.coversAllCourses ?? false,
    prices:
      product && product.prices.length > 0
        ? product.prices.map((price) => ({
            currency: price.currency,
            amount: amountInput(price.amountCents),
          }))
        : [{ currency, amount: '' }],
    courseIds: product?.courses.map((course) => course.id) ?? [],
    catalogIds: product?.catalogs.map((catalog) => catalog.id) ?? [],
  };
}

/**
 * Checks the product form before anything is sent: a name, a price per currency (at most
 * 1,000,000.00, one per currency), a VAT rate of 0–100 %, trial days 0–365 for a subscription,
 * access months 1–120 for a flat fee. The model's other fields are sent empty.
 */
export function parseProductDraft(
  draft: ProductDraft,
): { input: ProductInput; errors: null } | { input: null; errors: ProductErrors } {
  const errors: ProductErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if ([...name].length > PRODUCT_NAME_MAX) errors.name = 'nameTooLong';
  const description = draft.description.trim();
  if ([...description].length > PRODUCT_DESCRIPTION_MAX) errors.description = 'descriptionTooLong';
  const fields = modelFields(draft.businessModel);
  const trialDays = draft.trialDays.trim() === '' ? 0 : Number(draft.trialDays.trim());
  if (
    fields.trialDays &&
    (!WHOLE.test(draft.trialDays.trim() || '0') || trialDays > TRIAL_DAYS_MAX)
  ) {
    errors.trialDays = 'trialDaysRange';
  }
  const accessMonths = Number(draft.accessMonths.trim());
  if (
    fields.accessMonths &&
    (!WHOLE.test(draft.accessMonths.trim()) || accessMonths < 1 || accessMonths > ACCESS_MONTHS_MAX)
  ) {
    errors.accessMonths = 'accessMonthsRange';
  }
  const vat = parseVatPercent(draft.vat);
  if (vat === null) errors.vat = 'vatRange';
  const prices = draft.prices.map((price) => ({
    currency: price.currency,
    amountCents: parseAmount(price.amount),
  }));
  const currencies = prices.map((price) => price.currency);
  if (prices.length === 0) errors.prices = 'pricesRequired';
  else if (
    prices.some((price) => price.amountCents === null || price.amountCents > MAX_PRICE_CENTS)
  ) {
    errors.prices = 'priceInvalid';
  } else if (new Set(currencies).size !== currencies.length) errors.prices = 'priceTwice';
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name,
      description,
      language: draft.language,
      businessModel: draft.businessModel,
      billingPeriod: fields.billingPeriod ? draft.billingPeriod : null,
      trialDays: fields.trialDays ? trialDays : 0,
      accessMonths: fields.accessMonths ? accessMonths : null,
      vatRateBasisPoints: vat ?? 0,
      visible: draft.visible,
      coversAllCourses: draft.coversAllCourses,
      prices: prices.map((price) => ({
        currency: price.currency,
        amountCents: price.amountCents ?? 0,
      })),
      courseIds: draft.coversAllCourses ? [] : [...new Set(draft.courseIds)],
      catalogIds: draft.coversAllCourses ? [] : [...new Set(draft.catalogIds)],
    },
    errors: null,
  };
}
