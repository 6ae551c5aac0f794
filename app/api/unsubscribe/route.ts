import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { academyRequest } from '@/lib/server/academy';

export const dynamic = 'force-dynamic';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/**
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe address of every mailing. A mail program
 * POSTs `List-Unsubscribe=One-Click` here, without cookies or our XHR marker (it is cross-site
 * by design, and can do nothing but unsubscribe the account its signed token names).
 */
export async function POST(request: Request): Promise<Response> {
  const token = tokenOf(request);
  try {
    await academyRequest('/v1/mailing_list/unsubscribe', {
      method: 'POST',
      body: { data: { type: 'mailing_list_consents', attributes: { token } } },
    });
    return new Response('Unsubscribed.\n', {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  } catch (error) {
    const status = error instanceof ApiError && error.status < 500 ? 404 : 502;
    return new Response(status === 404 ? 'Unknown unsubscribe link.\n' : 'Try again later.\n', {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

/** Opened in a browser: the page that asks first (link scanners must not unsubscribe anyone). */
export function GET(request: Request): Response {
  const target = new URL('/unsubscribe', request.url);
  target.searchParams.set('token', tokenOf(request));
  return NextResponse.redirect(target, 303);
}
