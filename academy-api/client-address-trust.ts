import { timingSafeEqual } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from './accounts/auth.routes';
import type { AcademyConfig } from './config';

/** The header the app sends its ACADEMY_API_KEY in (lib/server/upstream.ts). */
export const API_KEY_HEADER = 'x-academy-api-key';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether API_HOST listens on this machine only. */
export const isLoopback = (host: string) => LOOPBACK.has(host);

function sameKey(given: string | null, key: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The per-address limits (sign-in, registration, password resets, certificate look-ups)
 * count under X-Academy-Client-Address, which only the app may set. In-process (the embedded API)
 * nothing else can reach the API; as its own service (`npm run api`) anyone who reaches its port
 * could name any address, so with ACADEMY_API_KEY set the header counts only on a call that
 * carries the key (the app's), and is dropped from any other. The key itself never reaches a
 * route.
 */
export function trustedRequest(request: Request, key: string | undefined): Request {
  const given = request.headers.get(API_KEY_HEADER);
  const untrusted = key !== undefined && !sameKey(given, key);
  if (given === null && !untrusted) return request;
  const headers = new Headers(request.headers);
  headers.delete(API_KEY_HEADER);
  if (untrusted) headers.delete(CLIENT_ADDRESS_HEADER);
  return new Request(request, { headers });
}

/**
 * What stops `npm run api` from starting: in production, listening beyond loopback without
 * ACADEMY_API_KEY would let anyone who reaches the port pick the address the limits count.
 */
export function clientAddressProblems(
  config: Pick<AcademyConfig, 'APP_ENV' | 'API_HOST' | 'ACADEMY_API_KEY'>,
): string[] {
  if (config.APP_ENV !== 'production' || config.ACADEMY_API_KEY) return [];
  if (isLoopback(config.API_HOST)) return [];
  return [
    `ACADEMY_API_KEY: required when APP_ENV=production and API_HOST (${config.API_HOST}) is not loopback, so that only the app can name the visitor's address (give the app the same value)`,
  ];
}
