import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

const NAME = 'unsubscribe';
const known = new WeakMap<Db, Promise<string>>();

/**
 * The HMAC key of unsubscribe links: UNSUBSCRIBE_SECRET when set, otherwise one generated the
 * first time and kept in the database, so every instance (and every restart) signs and checks
 * with the same key.
 */
export function unsubscribeSecret(db: Db): Promise<string> {
  const configured = getConfig().UNSUBSCRIBE_SECRET;
  if (configured) return Promise.resolve(configured);
  let secret = known.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, NAME));
      if (!row) throw new Error('The unsubscribe secret could not be stored');
      return row.value;
    })();
    secret.catch(() => known.delete(db));
    known.set(db, secret);
  }
  return secret;
}
