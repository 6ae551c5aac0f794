import { forwardEnvelope } from '@/lib/monitoring/tunnel-route';

export const dynamic = 'force-dynamic';

/** The monitoring tunnel: browser Sentry envelopes, forwarded to SENTRY_DSN's project only. */
export const POST = forwardEnvelope;
