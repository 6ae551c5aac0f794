import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt minimum (N=2^14, r=8, p=1): ~40 ms per hash, 16 MiB of memory.
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (e, key) => (e ? reject(e) : resolve(key)),
    );
  });
}

/** Hash as `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later per hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(options.N) || expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

// Same cost and shape as a real hash; its key matches no password.
const DUMMY_HASH = [
  'scrypt',
  COST.N,
  COST.r,
  COST.p,
  randomBytes(16).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');

/**
 * Verifies against the stored hash, or against a dummy hash when there is no account or it has
 * no password (invited, erased), so that a wrong e-mail address costs as much time as a wrong
 * password, and an account without a password answers like one with.
 */
export async function verifyPasswordOrDummy(password: string, stored: string | null) {
  const usable = stored?.startsWith('scrypt$') ? stored : null;
  const ok = await verifyPassword(password, usable ?? DUMMY_HASH);
  return ok && usable !== null;
}
