import { describe, expect, it } from 'vitest';
import { LINK_TTL_MS, linkExpiry, linkState, linkUrl, TOKEN_PATTERN } from './account-links';
import { newToken } from './tokens';

const now = new Date('2026-11-27T12:00:00Z');

describe('account links', () => {
  it('a "forgot password" link is valid 60 minutes, an e-mail confirmation 24 hours', () => {
    expect(LINK_TTL_MS.password_reset).toBe(60 * 60 * 1000);
    expect(linkExpiry('password_reset', now).toISOString()).toBe('2026-11-27T13:00:00.000Z');
    expect(linkExpiry('email_change', now).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('an invitation (issue 43) is valid 14 days and opens the page that sets the first password', () => {
    expect(linkExpiry('invitation', now).toISOString()).toBe('2026-12-11T12:00:00.000Z');
    expect(linkUrl('https://demo.academy', 'invitation', 'abc')).toBe(
      'https://demo.academy/auth/accept-invitation?token=abc',
    );
  });

  it('is valid until its expiry, and never again once used', () => {
    const expiresAt = linkExpiry('password_reset', now);
    expect(linkState({ usedAt: null, expiresAt }, now)).toBe('valid');
    expect(linkState({ usedAt: null, expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('valid');
    expect(linkState({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(linkState({ usedAt: now, expiresAt }, now)).toBe('used');
  });

  it('leads to the page of its kind on the portal, the token in the query', () => {
    expect(linkUrl('https://demo.academy/', 'password_reset', 'abc')).toBe(
      'https://demo.academy/auth/reset-password?token=abc',
    );
    expect(linkUrl('http://localhost:3000', 'email_change', 'a-b_c')).toBe(
      'http://localhost:3000/auth/confirm-email?token=a-b_c',
    );
  });

  it('recognises the shape of a real token only', () => {
    expect(TOKEN_PATTERN.test(newToken())).toBe(true);
    expect(TOKEN_PATTERN.test('short')).toBe(false);
    expect(TOKEN_PATTERN.test(`${newToken()}x`)).toBe(false);
  });
});
