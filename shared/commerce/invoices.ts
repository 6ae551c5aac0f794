/**
 * Invoices and credit notes (issue 40, item 5): what a paid order's invoice says, as pure
 * functions. The API snapshots these figures when the order is paid (or refunded) and never
 * changes them afterwards; the PDF and the screens only read the snapshot.
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The seller (the portal's invoice details) or the buyer, as the document names them. */
export interface InvoiceParty {
  name: string;
  /** Lines of the postal address ('' when not known). */
  address: string;
  /** ISO 3166-1 alpha-2, or null when not known. */
  country: string | null;
  /** A VAT identification number ('' when none). */
  vatId: string;
  /** Seller only: chamber of commerce or company registration number. */
  registration?: string;
  email?: string;
  iban?: string;
  /** Seller only: the line printed at the foot of the document. */
  footer?: string;
}

/** A line as sold (the order line's snapshot): negative amounts on a credit note. */
export interface InvoiceLine {
  description: string;
  /** The language the description was written in (en, nl, ro; null: unknown). */
  language: string | null;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  netCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
}

/** VAT per rate, as an invoice must state it: the taxable amount and the tax of each rate. */
export interface VatBreakdown {
  rateBasisPoints: number;
  taxableCents: number;
  vatCents: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * DEMO-INV-2026-000001 or DEMO-CN-2026-000001: one unbroken sequence per kind, portal and year,
 * led by the portal's key like its order numbers (DEMO-2026-000001) and told apart from them.
 */
export function invoiceNumber(
  kind: InvoiceKind,
  portalKey: string,
  year: number,
  sequence: number,
): string {
  const prefix = kind === 'invoice' ? 'INV' : 'CN';
  return `${portalKey.toUpperCase()}-${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The taxable amount and VAT of each rate, the highest rate first. */
export function vatBreakdown(lines: readonly InvoiceLine[]): VatBreakdown[] {
  const byRate = new Map<number, VatBreakdown>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRateBasisPoints) ?? {
      rateBasisPoints: line.vatRateBasisPoints,
      taxableCents: 0,
      vatCents: 0,
    };
    entry.taxableCents += line.netCents - line.discountCents;
    entry.vatCents += line.vatCents;
    byRate.set(line.vatRateBasisPoints, entry);
  }
  return [...byRate.values()].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints);
}

/**
 * A credit note's figures for an invoice: the same lines, every amount negated (a full
 * refund; the order's refund takes back all it gave).
 */
export function creditNoteFigures(invoice: InvoiceFigures): InvoiceFigures {
  const minus = (cents: number) => (cents === 0 ? 0 : -cents);
  return {
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      netCents: minus(line.netCents),
      discountCents: minus(line.discountCents),
      vatCents: minus(line.vatCents),
      totalCents: minus(line.totalCents),
    })),
    subtotalCents: minus(invoice.subtotalCents),
    discountCents: minus(invoice.discountCents),
    vatCents: minus(invoice.vatCents),
    totalCents: minus(invoice.totalCents),
  };
}

/** The EU member states (VAT area), by their ISO codes; Greece's VAT prefix is EL. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** The countries an address may name on an invoice: the EU and the nearest others. */
export const INVOICE_COUNTRIES = [...EU_COUNTRIES, 'CH', 'GB', 'NO', 'US'] as const;

export function isEuCountry(country: string | null | undefined): boolean {
  return Boolean(country && (EU_COUNTRIES as readonly string[]).includes(country));
}

/**
 * The format of each member state's VAT number after its prefix (the European Commission's
 * VIES formats). A format check only: whether the number exists is VIES's to say, which this
 * build cannot reach.
 */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The VAT prefix of a country: its ISO code, but EL for Greece. */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

/** A VAT number as it is written on an invoice: upper case, no spaces, dots or dashes. */
export function normaliseVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * Why a VAT number cannot be the buyer's in `country` (null: it can). It must carry the
 * country's prefix and follow its format; outside the EU any number is taken as written.
 */
export type VatIdProblem = 'country_required' | 'prefix' | 'format';

export function vatIdProblem(vatId: string, country: string | null): VatIdProblem | null {
  const value = normaliseVatId(vatId);
  if (value === '') return null;
  if (!country) return 'country_required';
  if (!isEuCountry(country)) return null;
  const prefix = vatPrefixOf(country);
  if (!value.startsWith(prefix)) return 'prefix';
  const format = VAT_FORMATS[prefix];
  return format && !format.test(value.slice(prefix.length)) ? 'format' : null;
}

/**
 * EU business-to-business reverse charge: the buyer is a business in another member state than
 * the seller (a VAT number of the right format for its country), so the invoice charges no VAT
 * and says the buyer accounts for it (VAT Directive art. 196). Otherwise the product's rate
 * applies as the seller set it.
 */
export function reverseCharge(params: {
  sellerCountry: string | null;
  buyerCountry: string | null;
  buyerVatId: string;
}): boolean {
  const { sellerCountry, buyerCountry, buyerVatId } = params;
  if (!isEuCountry(sellerCountry) || !isEuCountry(buyerCountry)) return false;
  if (sellerCountry === buyerCountry) return false;
  if (normaliseVatId(buyerVatId) === '') return false;
  return vatIdProblem(buyerVatId, buyerCountry) === null;
}

/** The day payment is due: the issue day plus the seller's payment terms (0: on receipt). */
export function dueDate(issuedAt: Date, termsDays: number): Date {
  return new Date(issuedAt.getTime() + termsDays * 24 * 60 * 60 * 1000);
}

/** A VAT rate as written: 2100 → "21", 950 → "9.5" (the screens add the % sign and the locale). */
export function vatRatePercent(basisPoints: number): number {
  return basisPoints / 100;
}
