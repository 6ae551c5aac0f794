import { ApiError } from '@/lib/api/errors';
import type { BusinessModel } from '@/shared/access/subscription';

/** A product a 402 names (`errors[0].meta.products`) or the catalog lists. */
export interface UnlockingProduct {
  id: string;
  name: string;
  /** The name's language (null: unknown; WCAG 3.1.2). */
  language?: string | null;
  businessModel: BusinessModel | string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The products that would unlock a course, from a 402 PAYMENT_REQUIRED answer; null for any
 * other error (which is shown the usual way).
 */
export function paymentRequiredProducts(error: unknown): UnlockingProduct[] | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const products = error.errors[0]?.meta?.products;
  if (!Array.isArray(products)) return [];
  return products.flatMap((product) =>
    isRecord(product) && typeof product.id === 'string' && typeof product.name === 'string'
      ? [
          {
            id: product.id,
            name: product.name,
            language: typeof product.language === 'string' ? product.language : null,
            businessModel: typeof product.business_model === 'string' ? product.business_model : '',
          },
        ]
      : [],
  );
}

/**
 * The products to name to someone: those of their organisation's business models first (an
 * organisation on a subscription gets the subscription), all of them when none fits.
 */
export function productsFor<T extends { businessModel: string }>(
  products: readonly T[],
  businessModels: readonly string[],
): T[] {
  const fitting = products.filter((product) => businessModels.includes(product.businessModel));
  return fitting.length > 0 ? fitting : [...products];
}
