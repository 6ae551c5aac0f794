import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { serverSecret } from '../mail/secret';

/**
 * Secrets kept at rest are sealed (AES-256-GCM) with a key of the server's own, one per purpose
 * (server_secrets `<purpose>`, generated once and shared by every instance): a copy of the table
 * that holds them alone opens nothing. The purposes in use: `badge-keys` (the Open Badges issuer
 * keys), `portal-secrets` (payment keys, the chat secret), and each integration names its own.
 */
export type SealingPurpose = 'badge-keys' | 'portal-secrets' | (string & {});

const PREFIX = 'sealed:';

async function sealingKey(db: Db, purpose: SealingPurpose): Promise<Buffer> {
  const key = Buffer.from(await serverSecret(db, purpose), 'base64url');
  if (key.length !== 32) throw new Error(`The sealing key ${purpose} is not 32 bytes`);
  return key;
}

/** `iv.tag.ciphertext`, each base64url. */
export async function seal(db: Db, plain: string, purpose: SealingPurpose = 'badge-keys') {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, sealed: string, purpose: SealingPurpose = 'badge-keys') {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error(`A value sealed for ${purpose} is malformed`);
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A sealed value marked as such (`sealed:iv.tag.body`), so a column may hold older plain ones. */
export async function sealMarked(db: Db, plain: string, purpose: SealingPurpose) {
  return PREFIX + (await seal(db, plain, purpose));
}

/** Opens a value written by sealMarked; a value without the mark is an older plain one. */
export async function unsealMarked(db: Db, stored: string, purpose: SealingPurpose) {
  return stored.startsWith(PREFIX) ? unseal(db, stored.slice(PREFIX.length), purpose) : stored;
}

export function isSealed(stored: string) {
  return stored.startsWith(PREFIX);
}
