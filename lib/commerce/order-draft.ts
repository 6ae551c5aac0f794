import type { CustomerMatch, OrderDraftInput } from '@/lib/resources/commerce';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/shared/commerce/products';
import { normalizePromotionCode } from '@/shared/commerce/promotions';

/** One line of the order form: a product of the catalog and its quantity as typed. */
export interface DraftLine {
  key: number;
  productId: string;
  quantity: string;
}

/** The order form (SCREENS "/admin/sales/orders/create") as typed. */
export interface OrderDraft {
  customer: CustomerMatch | null;
  salesCatalogId: string;
  lines: DraftLine[];
  /** The code as typed; only an applied code is priced. */
  promotionCode: string;
  /** The code "Apply" (or Enter) priced; '' once the field shows another code or none. */
  appliedCode: string;
  billingReference: string;
  /** The buyer's invoice details (issue 40): address lines, country code, VAT number. */
  billingAddress: string;
  billingCountry: string;
  billingVatId: string;
}

/** Why the form's check refused a line (a message key under commerce.create.errors). */
export type LineProblem = 'productRequired' | 'quantityRange';

export type OrderDraftErrors = {
  customer?: 'customerRequired';
  lines?: 'linesRequired';
  /** Per line key. */
  line?: Record<number, LineProblem>;
};

/**
 * The API's attributes (POST /v1/orders) → the order form's fields their 422 lands on. A line's
 * pointer (lines/0/product_id) lands on `lines`; the catalog and the status have no message of
 * their own on the form, so theirs is said above it.
 */
export const ORDER_API_FIELDS = {
  customer_type: 'customer',
  customer_id: 'customer',
  lines: 'lines',
  promotion_code: 'promotionCode',
  billing_reference: 'billingReference',
  billing_address: 'billingAddress',
  billing_country: 'billingCountry',
  billing_vat_id: 'billingVatId',
} as const satisfies Record<string, keyof OrderDraft>;

const WHOLE = /^\d+$/;

/** A quantity of 1–1,000 (SCREENS), or null. */
export function quantityOf(text: string): number | null {
  const value = text.trim();
  const number = Number(value);
  return WHOLE.test(value) && number >= QUANTITY_MIN && number <= QUANTITY_MAX ? number : null;
}

/**
 * What the server prices while the form is filled in: the lines that name a product with a
 * valid quantity, and the applied code. The browser computes no figure itself.
 */
export function quoteInputOf(draft: OrderDraft): OrderDraftInput {
  return {
    customer: draft.customer ? { kind: draft.customer.kind, id: draft.customer.customerId } : null,
    salesCatalogId: draft.salesCatalogId,
    lines: draft.lines.flatMap((line) => {
      const quantity = quantityOf(line.quantity);
      return line.productId && quantity !== null ? [{ productId: line.productId, quantity }] : [];
    }),
    promotionCode: draft.appliedCode,
    billingReference: draft.billingReference.trim(),
    billingAddress: draft.billingAddress.trim(),
    billingCountry: draft.billingCountry,
    billingVatId: draft.billingVatId.trim(),
  };
}

/**
 * The draft once the code field shows `text`. An applied code stays applied only while the
 * field shows it: emptied or changed, the field no longer names it, so neither the totals nor
 * the order may carry it.
 */
export function withTypedCode(draft: OrderDraft, text: string): OrderDraft {
  const shown = normalizePromotionCode(text);
  const kept = draft.appliedCode !== '' && shown === normalizePromotionCode(draft.appliedCode);
  return { ...draft, promotionCode: text, appliedCode: kept ? draft.appliedCode : '' };
}

/** What "Create order" and "Save as draft" send: the code is the one the field shows. */
export function orderInputOf(draft: OrderDraft): OrderDraftInput {
  return { ...quoteInputOf(draft), promotionCode: draft.promotionCode.trim() };
}

/** Checks the form before it is sent: a customer, and every line a product with 1–1,000. */
export function checkOrderDraft(draft: OrderDraft): OrderDraftErrors | null {
  const errors: OrderDraftErrors = checkLines(draft.lines);
  if (!draft.customer) errors.customer = 'customerRequired';
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The lines' part of the check: at least one product, and each line complete. */
function checkLines(lines: readonly DraftLine[]): Pick<OrderDraftErrors, 'lines' | 'line'> {
  const errors: Pick<OrderDraftErrors, 'lines' | 'line'> = {};
  if (lines.every((line) => !line.productId)) errors.lines = 'linesRequired';
  const line: Record<number, LineProblem> = {};
  for (const item of lines) {
    if (!item.productId && lines.length > 1) line[item.key] = 'productRequired';
    else if (item.productId && quantityOf(item.quantity) === null) line[item.key] = 'quantityRange';
  }
  if (Object.keys(line).length > 0) errors.line = line;
  return errors;
}

/** What the lines card says while the form's `lines` field stands refused. */
export interface LinesFeedback {
  /** Per line key: why the check refused that line. */
  line: Record<number, LineProblem>;
  /** Under the list: no line names a product. */
  required: boolean;
  /** Under the list: the server's refusal, each message naming its line. */
  server: string | null;
}

/**
 * The lines card's messages, given the text the `lines` field was refused with (null: none).
 * A refusal goes when the lines change, so while there is one the lines are those it judged:
 * the check's verdict is found again here, per line; a refusal the check did not make is the
 * server's, which names its lines itself.
 */
export function linesFeedback(lines: readonly DraftLine[], refusal: string | null): LinesFeedback {
  if (refusal === null) return { line: {}, required: false, server: null };
  const own = checkLines(lines);
  if (own.lines || own.line) {
    return { line: own.line ?? {}, required: Boolean(own.lines), server: null };
  }
  return { line: {}, required: false, server: refusal };
}

const LINE_POINTER = /^\/data\/attributes\/lines\/(\d+)(?:\/|$)/;

/** The line (numbered from 1, as the form shows it) a JSON:API error's pointer names, or null. */
export function lineNumberOf(pointer: string | undefined): number | null {
  const index = pointer ? LINE_POINTER.exec(pointer)?.[1] : undefined;
  return index === undefined ? null : Number(index) + 1;
}
