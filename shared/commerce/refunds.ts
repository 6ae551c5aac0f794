import { creditNoteFigures, type InvoiceFigures, type InvoiceLine } from './invoices';
import type { PaymentProvider } from './payments';

/**
 * Refunds through the payment provider (issue 40, item 4; docs/checkout.md "Refunds"): how much
 * of an order may still be refunded, what a provider's refund status means, and the figures of a
 * refund's credit note (a part of the invoice, VAT split per line in proportion). Pure: the API
 * (academy-api/commerce/refunds*) and the order page share these.
 */

/** What a provider's refund status means: on its way, done, or not done after all. */
export type RefundState = 'pending' | 'refunded' | 'failed';

/**
 * Mollie (docs.mollie.com, "Refund status"): queued, pending and processing are on their way,
 * refunded is done, failed and canceled end it. Stripe (docs.stripe.com, "Refund object"):
 * pending and requires_action are on their way, succeeded is done, failed and canceled end it.
 */
export function refundState(provider: PaymentProvider, status: string): RefundState {
  if (provider === 'mollie') {
    if (status === 'refunded') return 'refunded';
    if (status === 'failed' || status === 'canceled') return 'failed';
    return 'pending';
  }
  if (status === 'succeeded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Why an amount cannot be refunded: nothing, or more than is left. */
export type RefundProblem = 'not_positive' | 'too_much' | 'nothing_left';

/** Whether `amountCents` may be refunded of an order with `leftCents` still to refund. */
export function refundProblem(amountCents: number, leftCents: number): RefundProblem | null {
  if (leftCents <= 0) return 'nothing_left';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'not_positive';
  if (amountCents > leftCents) return 'too_much';
  return null;
}

/** What is left to refund of an order: its total less its credit notes (negative totals). */
export function refundableCents(
  totalCents: number,
  creditNotes: readonly { totalCents: number }[],
) {
  return Math.max(0, totalCents + creditNotes.reduce((sum, note) => sum + note.totalCents, 0));
}

/** Splits `amount` over weights in proportion, whole cents, the leftovers to the largest rests. */
function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A refund's credit note figures (negative): of what the invoice's lines still hold after the
 * earlier credit notes, `amountCents` split over the lines in proportion to their remaining
 * totals, each line's VAT in proportion to its remaining VAT. The whole invoice at once is the
 * invoice negated (creditNoteFigures); the last part is exactly what remains, so all credit
 * notes of an invoice add up to it, VAT included, cent for cent.
 */
export function refundCreditFigures(
  invoice: InvoiceFigures,
  earlier: readonly InvoiceFigures[],
  amountCents: number,
): InvoiceFigures {
  if (earlier.length === 0 && amountCents === invoice.totalCents) {
    return creditNoteFigures(invoice);
  }
  const remaining = invoice.lines.map((line, index) => {
    const credited = earlier.map((note) => note.lines[index]);
    const sum = (pick: (line: InvoiceLine) => number) =>
      credited.reduce((total, other) => total + (other ? pick(other) : 0), 0);
    return {
      totalCents: line.totalCents + sum((other) => other.totalCents),
      vatCents: line.vatCents + sum((other) => other.vatCents),
    };
  });
  const left = remaining.reduce((total, line) => total + line.totalCents, 0);
  const shares =
    amountCents === left
      ? remaining.map((line) => line.totalCents)
      : allocate(
          amountCents,
          remaining.map((line) => Math.max(0, line.totalCents)),
        );
  const lines = invoice.lines.map((line, index): InvoiceLine => {
    const share = shares[index] ?? 0;
    const rest = remaining[index] ?? { totalCents: 0, vatCents: 0 };
    const vat =
      share === rest.totalCents
        ? rest.vatCents
        : rest.totalCents > 0
          ? Math.round((share * rest.vatCents) / rest.totalCents)
          : 0;
    const net = share - vat;
    const minus = (cents: number) => (cents === 0 ? 0 : -cents);
    return {
      ...line,
      quantity: share === 0 ? 0 : -1,
      unitPriceCents: net,
      netCents: minus(net),
      discountCents: 0,
      vatCents: minus(vat),
      totalCents: minus(share),
    };
  });
  const total = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    lines,
    subtotalCents: total((line) => line.netCents),
    discountCents: 0,
    vatCents: total((line) => line.vatCents),
    totalCents: total((line) => line.totalCents),
  };
}
