import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-server-secret-of-at-least-32-characters!';
const account = '0190f1a2-1111-7222-8333-444455556666';

describe('the unsubscribe token (a signed token, no sign-in)', () => {
  it('gives back the account it was signed for', () => {
    const token = signUnsubscribeToken(secret, account);
    expect(token.startsWith(`${account}.`)).toBe(true);
    expect(verifyUnsubscribeToken(secret, token)).toBe(account);
    expect(verifyUnsubscribeToken(secret, ` ${token} `)).toBe(account);
  });
  it('is refused when the account was changed, or another secret signed it', () => {
    const token = signUnsubscribeToken(secret, account);
    const other = '0190f1a2-1111-7222-8333-444455556667';
    expect(verifyUnsubscribeToken(secret, `${other}.${token.split('.')[1]}`)).toBeNull();
    expect(verifyUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeNull();
  });
  it('is refused when malformed', () => {
    for (const bad of [
      '',
      account,
      `${account}.`,
      `${account}.x.y`,
      'not-an-id.abc',
      `${account}.AAAA`,
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});
