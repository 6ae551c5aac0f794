import type { CustomerMatch, OrderDraftInput } from '@/lib/resources/commerce';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/shared/commerce/products';

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
