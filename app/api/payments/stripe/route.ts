import { ApiError } from '@/lib/api/errors';
import { academyRequest } from '@/lib/server/academy';

export const dynamic = 'force-dynamic';

/** Stripe's events are small; anything larger is not one. */
const MAX_BYTES = 512 * 1024;

/**
 * Stripe's webhook (docs/checkout.md): the raw body and its Stripe-Signature header go to the
 * API unchanged, which verifies them with the portal's signing secret (400 when they do not).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await request.text().catch(() => '');
  if (payload.length > MAX_BYTES) return new Response(null, { status: 413 });
  const signature = request.headers.get('stripe-signature') ?? '';
  try {
    await academyRequest('/v1/payment_webhooks/stripe', {
      method: 'POST',
      body: { data: { type: 'payment_webhooks', attributes: { payload, signature } } },
    });
    return new Response(null, { status: 200 });
  } catch (error) {
    const status = error instanceof ApiError && error.status < 500 ? error.status : 503;
    return new Response(null, { status });
  }
}
