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
}

export type OrderDraftErrors = {
  customer?: 'customerRequired';
  lines?: 'linesRequired';
  /** Per line key. */
  line?: Record<number, 'productRequired' | 'quantityRange'>;
};

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
  const errors: OrderDraftErrors = {};
  if (!draft.customer) errors.customer = 'customerRequired';
  if (draft.lines.every((line) => !line.productId)) errors.lines = 'linesRequired';
  const line: NonNullable<OrderDraftErrors['line']> = {};
  for (const item of draft.lines) {
    if (!item.productId && draft.lines.length > 1) line[item.key] = 'productRequired';
    else if (item.productId && quantityOf(item.quantity) === null) line[item.key] = 'quantityRange';
  }
  if (Object.keys(line).length > 0) errors.line = line;
  return Object.keys(errors).length > 0 ? errors : null;
}
