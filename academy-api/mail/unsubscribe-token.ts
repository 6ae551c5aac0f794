import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PURPOSE = 'mailing-list-unsubscribe:v1:';

function signature(secret: string, accountId: string): string {
  // 128 bits of HMAC-SHA256 are plenty for a link nobody can guess.
  return createHmac('sha256', secret)
    .update(PURPOSE + accountId)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The unsubscribe link's token (without signing in, by a signed token): the account's
 * id and an HMAC of it with a server secret. It does not expire — an old e-mail's link must
 * still work — and it can do nothing but change that account's mailing-list consent.
 */
export function signUnsubscribeToken(secret: string, accountId: string): string {
  return `${accountId}.${signature(secret, accountId)}`;
}

/** The account id of a valid token, or null (malformed, or signed with another secret). */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [accountId = '', given = '', ...rest] = token.trim().split('.');
  if (rest.length > 0 || !UUID.test(accountId)) return null;
  const expected = Buffer.from(signature(secret, accountId));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return accountId;
}
