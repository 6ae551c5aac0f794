import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A key of the server's own, by name: generated the first time and kept in the database, so every
 * instance (and every restart) signs and checks with the same key. The first use writes it: ask
 * for it outside a read-only transaction.
 */
export function serverSecret(db: Db, name: string): Promise<string> {
  let byName = known.get(db);
  if (!byName) {
    byName = new Map();
    known.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`The server secret ${name} could not be stored`);
      return row.value;
    })();
    const kept = byName;
    secret.catch(() => kept.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

/** The HMAC key of unsubscribe links: UNSUBSCRIBE_SECRET when set, else the server's own. */
export function unsubscribeSecret(db: Db): Promise<string> {
  const configured = getConfig().UNSUBSCRIBE_SECRET;
  if (configured) return Promise.resolve(configured);
  return serverSecret(db, 'unsubscribe');
}
