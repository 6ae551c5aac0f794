import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import type { checkoutOffers, checkouts } from '@/shared/commerce/contract';
import type { PaymentProvider } from '@/shared/commerce/payments';
import type { Read } from '@/shared/contract/resource';
import type { Quote, QuoteProblem } from './commerce';

/**
 * Self-service checkout (issue 40; docs/checkout.md): what a product costs the buyer, the
 * payment that sends them to the provider, and their order's state on the way back.
 */
export type CheckoutOffer = Read<typeof checkoutOffers>;
export type Checkout = Read<typeof checkouts>;

export const checkoutKeys = {
  offer: (product: string) => ['checkout', 'offer', product] as const,
  quote: (product: string, input: CheckoutInput) => ['checkout', 'quote', product, input] as const,
  order: (order: string) => ['checkout', 'order', order] as const,
};

/** What the buyer fills in (the API's attribute names). */
export interface CheckoutInput {
  promotion_code: string;
  billing_name: string;
  billing_organisation: string;
  billing_address: string;
  billing_country: string;
  billing_vat_id: string;
}

function attributesOf(input: CheckoutInput) {
  return {
    ...input,
    promotion_code: input.promotion_code.trim() || null,
    billing_country: input.billing_country || null,
  };
}

export const checkoutOfferQuery = (product: string) =>
  queryOptions({
    queryKey: checkoutKeys.offer(product),
    queryFn: async (context) =>
      (
        await fetchResource<CheckoutOffer>(
          context,
          `/v1/checkout_offers/${encodeURIComponent(product)}`,
        )
      ).data,
  });

/** POST /v1/checkout_offers/{product}/quote: the server's figures and each field's problem. */
export async function quoteCheckout(
  product: string,
  input: CheckoutInput,
  signal?: AbortSignal,
): Promise<{ quote: Quote; problems: QuoteProblem[] }> {
  const document = await apiFetch(`/v1/checkout_offers/${encodeURIComponent(product)}/quote`, {
    method: 'POST',
    body: { data: { type: 'order_quotes', attributes: attributesOf(input) } },
    signal,
  });
  const { data } = await deserialize<Quote>(document);
  const raw = (document.meta?.problems as Record<string, unknown>[] | undefined) ?? [];
  return {
    quote: data,
    problems: raw.map((problem) => ({
      code: String(problem.code ?? ''),
      detail: String(problem.detail ?? ''),
      pointer: ((problem.source as { pointer?: string } | undefined)?.pointer ?? null) || null,
      reason: null,
    })),
  };
}

/** POST /v1/checkouts: the pending order and the provider's hosted checkout to go to. */
export function startCheckout(
  product: string,
  input: CheckoutInput & { provider: PaymentProvider | ''; course: string | null },
) {
  const { provider, course, ...billing } = input;
  return sendResource<Checkout>('/v1/checkouts', {
    method: 'POST',
    body: {
      data: {
        type: 'checkouts',
        attributes: {
          ...attributesOf(billing),
          product_id: product,
          ...(provider ? { provider } : {}),
          ...(course ? { course } : {}),
        },
      },
    },
  });
}

export const checkoutQuery = (order: string) =>
  queryOptions({
    queryKey: checkoutKeys.order(order),
    queryFn: async (context) =>
      (await fetchResource<Checkout>(context, `/v1/checkouts/${encodeURIComponent(order)}`)).data,
  });

/** A course slug to go back to (`?course=`), or null. */
export function courseParam(value: string | undefined): string | null {
  return value && /^[a-z0-9][a-z0-9-]{0,199}$/.test(value) ? value : null;
}
