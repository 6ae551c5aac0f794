import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { serverSecret } from '../../mail/secret';

/**
 * The issuer keys' secret halves are sealed at rest (AES-256-GCM) with a key of the server's own
 * (server_secrets `badge-keys`, generated once and shared by every instance): a copy of the
 * badge_issuer_keys table alone signs nothing.
 */
async function sealingKey(db: Db): Promise<Buffer> {
  const key = Buffer.from(await serverSecret(db, 'badge-keys'), 'base64url');
  if (key.length !== 32) throw new Error('The badge key secret is not 32 bytes');
  return key;
}

/** `iv.tag.ciphertext`, each base64url. */
export async function seal(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Db, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('A sealed badge key is malformed');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
