import { roundHalfUp } from './money';

/**
 * An order's figures (SCREENS "Commerce": totals computed on the server; the browser's figures
 * are never trusted). Prices exclude VAT. Each line is rounded on its own, half up: its discount,
 * then the VAT of what remains. The order's totals are the sums of its lines.
 */

export interface PricedLine {
  productId: string;
  quantity: number;
  /** Excluding VAT, in cents. */
  unitPriceCents: number;
  /** Basis points: 2100 = 21 %. */
  vatRateBasisPoints: number;
}

/** What a promotion takes off: a percentage of each line it applies to, or an amount off them. */
export type Discount =
  | { kind: 'percent'; percent: number; productIds: readonly string[] | null }
  | { kind: 'amount'; amountCents: number; productIds: readonly string[] | null };

export interface LineTotals {
  /** quantity × unit price. */
  netCents: number;
  discountCents: number;
  /** What VAT is charged on: net − discount. */
  taxableCents: number;
  vatCents: number;
  /** taxable + VAT. */
  totalCents: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
}

/** Whether a discount's product list covers a product (no list: every product). */
export function discountApplies(discount: Discount, productId: string): boolean {
  return discount.productIds === null || discount.productIds.includes(productId);
}

/**
 * An amount shared over lines in proportion to their weights, exactly: each line gets the
 * rounded-down share, and the cents left over go one by one to the largest remainders (earlier
 * lines first on a tie). The parts always add up to `amount`.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => {
    const exact = amount * weight;
    return { floor: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = amount - shares.reduce((total, share) => total + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const parts = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** The discount of each line: percent per line (half up), or the amount shared over the lines. */
function lineDiscounts(nets: readonly number[], lines: readonly PricedLine[], discount?: Discount) {
  if (!discount) return nets.map(() => 0);
  const applies = lines.map((line) => discountApplies(discount, line.productId));
  if (discount.kind === 'percent') {
    return nets.map((net, index) =>
      applies[index] ? Math.min(net, roundHalfUp(net * discount.percent, 100)) : 0,
    );
  }
  const weights = nets.map((net, index) => (applies[index] ? net : 0));
  const applicable = weights.reduce((total, weight) => total + weight, 0);
  return allocate(Math.min(discount.amountCents, applicable), weights);
}

/** The figures of an order's lines and their sums. */
export function orderTotals(lines: readonly PricedLine[], discount?: Discount): OrderTotals {
  const nets = lines.map((line) => line.quantity * line.unitPriceCents);
  const discounts = lineDiscounts(nets, lines, discount);
  const totals = lines.map((line, index): LineTotals => {
    const netCents = nets[index] ?? 0;
    const discountCents = discounts[index] ?? 0;
    const taxableCents = netCents - discountCents;
    const vatCents = roundHalfUp(taxableCents * line.vatRateBasisPoints, 10_000);
    return { netCents, discountCents, taxableCents, vatCents, totalCents: taxableCents + vatCents };
  });
  const sum = (pick: (line: LineTotals) => number) =>
    totals.reduce((total, line) => total + pick(line), 0);
  return {
    lines: totals,
    subtotalCents: sum((line) => line.netCents),
    discountCents: sum((line) => line.discountCents),
    vatCents: sum((line) => line.vatCents),
    totalCents: sum((line) => line.totalCents),
  };
}
