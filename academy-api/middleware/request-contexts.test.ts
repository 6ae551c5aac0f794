import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/tokens';
import { setUpTestApi } from '../test/api-client';
import { feedWrites } from '../test/feed-writes';

/**
 * The request contexts the API keeps per domain and session (request-contexts.ts), on the change
 * feed as the app runs it. "Kept" shows as a change made with the triggers switched off (what
 * the feed cannot hear) that the API does not see; everything the feed hears shows at once.
 */
const t = setUpTestApi();

const { heard, unheard } = feedWrites(() => t.db);

const me = (token: string, domain = 'localhost') => t.request('/v1/me', { token, domain });

let accountId = '';
beforeAll(async () => {
  const token = await t.signIn('student@demo.academy');
  accountId = (await me(token)).body.data.relationships.account.data.id;
});
afterEach(() => vi.useRealTimers());

describe('request contexts kept per session', () => {
  it('keeps a session: a revocation the feed does not hear is not seen, one it hears is', async () => {
    const token = await t.signIn('student@demo.academy');
    expect((await me(token)).body.meta.authenticated).toBe(true);
    await unheard(`update login_tokens set revoked_at = now() where token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await me(token)).body.meta.authenticated).toBe(true);
    // The same revocation as a password change or an administrator makes it: heard.
    await heard(`update login_tokens set revoked_at = now() where token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await me(token)).body.meta.authenticated).toBe(false);
    expect((await t.request(`/v1/accounts/${accountId}/portfolio_items`, { token })).status).toBe(
      401,
    );
  });

  it('ends a session on sign-out at once', async () => {
    const token = await t.signIn('student@demo.academy');
    expect((await t.request(`/v1/accounts/${accountId}/portfolio_items`, { token })).status).toBe(
      200,
    );
    expect((await t.request('/auth/logout', { token })).status).toBeLessThan(300);
    expect((await t.request(`/v1/accounts/${accountId}/portfolio_items`, { token })).status).toBe(
      401,
    );
  });

  it('shows a role change, a changed flag and a changed subscription on the next request', async () => {
    const token = await t.signIn('student@demo.academy');
    const roles = async () => (await me(token)).body.data.attributes.roles as string[];
    expect(await roles()).not.toContain('coach');
    await heard(`insert into account_roles (account_id, role) values ($1, 'coach')`, [accountId]);
    expect(await roles()).toContain('coach');
    await heard(`delete from account_roles where account_id = $1 and role = 'coach'`, [accountId]);
    expect(await roles()).not.toContain('coach');

    const features = async () => (await me(token)).body.meta.features as string[];
    const had = (await features()).includes('random-quizzes');
    await heard(
      had
        ? `update portals set features = array_remove(features, 'random-quizzes'), version = version + 1 where id = (select portal_id from accounts where id = $1)`
        : `update portals set features = array_append(features, 'random-quizzes'), version = version + 1 where id = (select portal_id from accounts where id = $1)`,
      [accountId],
    );
    expect((await features()).includes('random-quizzes')).toBe(!had);

    const ends = async () => {
      const body = (await me(token)).body;
      return body.included?.find((r: { type: string }) => r.type === 'subscriptions')?.attributes;
    };
    const before = await ends();
    expect(before, 'the demo student has a subscription').toBeDefined();
    await heard(
      `update subscriptions set ends_at = now() - interval '1 day' where account_id = $1`,
      [accountId],
    );
    expect(await ends()).not.toEqual(before);
  });

  it('never keeps a session past its expiry', async () => {
    const token = await t.signIn('student@demo.academy');
    const soon = new Date(Date.now() + 30_000).toISOString();
    await heard(`update login_tokens set expires_at = $1 where token_hash = $2`, [
      soon,
      hashToken(token),
    ]);
    expect((await me(token)).body.meta.authenticated).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    // PGlite's clock is this process's: the token has expired there too. Had the API answered
    // from the context it kept, the session would still be signed in.
    expect((await me(token)).body.meta.authenticated).toBe(false);
  });

  it('keeps a context per domain: a session of one portal is refused on another', async () => {
    const token = await t.signIn('student@demo.academy');
    expect((await me(token)).status).toBe(200);
    expect(
      (
        await t.request(`/v1/accounts/${accountId}/portfolio_items`, {
          token,
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(403);
    expect((await me(token)).body.meta.authenticated).toBe(true);
  });

  it('keeps nothing for a token that opens no session', async () => {
    const guess = 'not-a-token-anyone-was-given';
    expect((await me(guess)).body.meta.authenticated).toBe(false);
    // Were the guess kept as "a guest", a session made with it later would stay a guest.
    await heard(
      `insert into login_tokens (account_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [accountId, hashToken(guess)],
    );
    expect((await me(guess)).body.meta.authenticated).toBe(true);
  });
});
