import { importJWK, type JWK } from 'jose';
import { ltiFetch } from './outbound';

/**
 * Platforms' public keys (IMS Security Framework §6.3: a JWKS at a URL), fetched, kept five
 * minutes, and fetched again at once (one time) when a token names a `kid` the kept set lacks:
 * a platform that rotated its key is believed on the first launch signed with the new one.
 */
const KEPT_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;

type Kept = { keys: JWK[]; fetchedAt: number };
const kept = new Map<string, Kept>();

async function fetchKeys(url: string): Promise<JWK[]> {
  // Guarded (outbound.ts): a JWKS URL on this machine or a private network is refused, a
  // redirect is not followed (its 3xx is not ok).
  const response = await ltiFetch(
    url,
    { headers: { accept: 'application/json' } },
    FETCH_TIMEOUT_MS,
  );
  if (!response.ok) throw new Error(`The platform's JWKS answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  const keys = Array.isArray(body.keys) ? (body.keys as JWK[]) : [];
  kept.set(url, { keys, fetchedAt: Date.now() });
  return keys;
}

/**
 * The platform's public key named `kid` (RS256), or null when its JWKS has none by that name even
 * after fetching it again.
 */
export async function platformKey(url: string, kid: string) {
  const held = kept.get(url);
  const fresh = held && Date.now() - held.fetchedAt < KEPT_MS;
  let keys = fresh ? held.keys : await fetchKeys(url);
  let jwk = keys.find((key) => key.kid === kid);
  if (!jwk && fresh) {
    keys = await fetchKeys(url);
    jwk = keys.find((key) => key.kid === kid);
  }
  if (jwk?.kty !== 'RSA') return null;
  return importJWK({ ...(jwk as JWK), alg: 'RS256' }, 'RS256');
}

/** Tests: forget every kept set. */
export function forgetPlatformKeys() {
  kept.clear();
}
