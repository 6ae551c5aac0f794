import { forward, jsonResponse } from '@/lib/server/bff';

export const dynamic = 'force-dynamic';

/** Liveness for the container HEALTHCHECK: this app answers and so does its upstream. */
export async function GET() {
  const upstream = await forward({ method: 'GET', path: '/health', headers: new Headers() });
  const ok = upstream.ok;
  return jsonResponse(
    { status: ok ? 'ok' : 'degraded', upstream: ok ? 'ok' : `status ${upstream.status}` },
    ok ? 200 : 503,
  );
}
