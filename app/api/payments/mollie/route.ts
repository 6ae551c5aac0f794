import { ApiError } from '@/lib/api/errors';
import { academyRequest } from '@/lib/server/academy';

export const dynamic = 'force-dynamic';

/**
 * Mollie's webhook (docs/checkout.md): a form POST of the payment's `id` and nothing else, from
 * Mollie, so without a session or the app's request marker. The API fetches the payment from
 * Mollie and trusts only that; this passes the id on and answers with the API's status.
 */
export async function POST(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text().catch(() => ''));
  const id = (form.get('id') ?? '').slice(0, 100);
  try {
    await academyRequest('/v1/payment_webhooks/mollie', {
      method: 'POST',
      body: { data: { type: 'payment_webhooks', attributes: { id } } },
    });
    return new Response(null, { status: 200 });
  } catch (error) {
    // Mollie retries anything but a 2xx: a refusal is passed on, a failure of ours is a 503.
    const status = error instanceof ApiError && error.status < 500 ? error.status : 503;
    return new Response(null, { status });
  }
}
