/**
 * Money (SCREENS "Commerce"): amounts are integer cents of a currency, never floating point.
 * Every figure an order shows is computed with these on the server; the browser only formats.
 */

/** The currencies a price or order may be in: all with two decimals (cents). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'RON', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The largest unit price: 1,000,000.00 (so 1,000 × it stays an exact JavaScript integer). */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * numerator / denominator rounded half up (0.5 → 1), for non-negative integers: the rounding
 * of every discount and VAT amount of an order line.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`roundHalfUp(${numerator}, ${denominator}): integers only`);
  }
  if (numerator < 0) throw new RangeError('roundHalfUp: amounts are never negative');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * An amount as the language writes it: `€ 1.500,00` in nl, `€1,500.00` in en, `1.500,00 €` in
 * ro. The one formatter of amounts: the screens, the CSV and the notifications all use it.
 */
export function formatAmount(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * A price as someone types it ("1500", "1.500,00", "1,500.00", "95,5", "€ 12"): cents, or null
 * when it is not an amount. The last `.` or `,` followed by one or two digits is the decimal
 * separator; any other separator groups thousands.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€$£]|RON|CHF|EUR|USD|GBP/gi, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const fraction = decimal ? (decimal[1] ?? '').padEnd(2, '0') : '00';
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the plain text a form field starts with: 150000 → "1500.00". */
export function amountInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A VAT rate in basis points (2100 = 21 %) as a percentage for people: "21", "5.5". */
export function vatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A typed VAT percentage ("21", "5,5", "9.75") in basis points, or null (0–100 %, 2 decimals). */
export function parseVatPercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}
