import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountLinks, accounts, entities } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { captureMail, linkIn } from '../test/mail-sink';

/**
 * Invitations (issue 43, item 2): the admins and the sales group invite people by e-mail; each
 * gets an account without a password and a mailed link valid 14 days that sets it and signs
 * them in; resend, withdraw, expiry; portals kept apart; roles never above the inviter's.
 */
const t = setUpTestApi();
const mail = captureMail();
const { id, token } = demoPeople(t, {
  ada: 'admin@demo.academy',
  sven: 'sales@demo.academy',
  sam: 'support@demo.academy',
  stijn: 'student@demo.academy',
  lars: 'learner@unlimited.academy',
});

let acme = '';
let counter = 0;
const fresh = (name = 'invitee') => `${name}-${Date.now()}-${++counter}@example.org`;
const address = () => `203.0.113.${++counter % 250}`;

beforeAll(async () => {
  const [row] = await t.db
    .select({ id: entities.id })
    .from(entities)
    .where(eq(entities.name, 'Acme Learning BV'));
  acme = row?.id ?? '';
});

const invite = (who: string, invitees: { email: string; full_name?: string }[], more = {}) =>
  t.request('/v1/invitations', {
    method: 'POST',
    token: who,
    body: { invitees, entity_id: acme, roles: ['student'], locale: 'en', ...more },
  });

const outcomes = (body: Json) =>
  (body.meta.results as Json[]).map((r) => [r.outcome, r.problem?.code ?? null]);

const accept = (linkToken: string, more: Record<string, unknown> = {}, domain = 'localhost') =>
  t.request('/auth/invitations/accept', {
    method: 'POST',
    domain,
    body: { token: linkToken, full_name: 'Ina Invited', password: 'a-long-password', ...more },
    headers: { 'x-academy-client-address': address() },
  });

async function invitationLink(email: string, count = 1) {
  const mails = await mail.mailsTo(email, count);
  return linkIn(mails.at(-1)?.text, '/auth/accept-invitation');
}

describe('inviting people by e-mail', () => {
  it('makes accounts without a password and mails each a link; says what it did per address', async () => {
    const [a, b] = [fresh('ann.de-vries'), fresh()];
    const { status, body } = await invite(token.ada as string, [
      { email: a },
      { email: b, full_name: 'Bea Bakker' },
      { email: 'student@demo.academy' },
      { email: 'not-an-address' },
      { email: a.toUpperCase() },
      { email: 'learner@unlimited.academy' },
    ]);
    expect(status).toBe(200);
    expect(outcomes(body)).toEqual([
      ['invited', null],
      ['invited', null],
      ['has_account', 'HAS_ACCOUNT'],
      ['error', 'INVALID_EMAIL'],
      ['error', 'DUPLICATE_EMAIL'],
      ['error', 'EMAIL_ELSEWHERE'],
    ]);
    const [made] = await t.db
      .select({ name: accounts.fullName, hash: accounts.passwordHash, locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, a));
    expect(made).toMatchObject({ hash: null, locale: 'en' });
    expect(made?.name).toMatch(/^Ann De Vries/);

    const [message] = await mail.mailsTo(b);
    expect(message?.subject).toBe('You are invited to Demo Academy');
    expect(message?.text).toContain('Ada Admin invited you to Demo Academy');
    expect(message?.text).toContain('14 days');
    // Without a password nobody signs in, whatever they try.
    const login = await t.request('/auth/login', {
      method: 'POST',
      body: { email: b, password: '' },
      headers: { 'x-academy-client-address': address() },
    });
    expect(login.status).toBe(422);
  });

  it('accepting sets the name and password and signs in; the link works once', async () => {
    const email = fresh();
    await invite(token.sven as string, [{ email }]);
    const link = await invitationLink(email);
    const check = await t.request('/auth/invitations/check', {
      method: 'POST',
      body: { token: link.token },
    });
    expect(check.body.meta).toMatchObject({ valid: true, email, portal_name: 'Demo Academy' });

    const short = await accept(link.token, { password: 'short' });
    expect(short.status).toBe(422);
    const accepted = await accept(link.token, { full_name: 'Ina Invited' });
    expect(accepted.status).toBe(201);
    const me = await t.request('/v1/me?include=account', {
      token: accepted.body.data.attributes.token,
    });
    expect(me.body.data.attributes.roles).toEqual(['student']);
    expect(me.body.included.find((r: Json) => r.type === 'accounts').attributes.full_name).toBe(
      'Ina Invited',
    );
    const again = await accept(link.token);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('LINK_INVALID');
    expect(
      (await t.request('/auth/invitations/check', { method: 'POST', body: { token: link.token } }))
        .body.meta,
    ).toEqual({ valid: false });
    const signIn = await t.request('/auth/login', {
      method: 'POST',
      body: { email, password: 'a-long-password' },
      headers: { 'x-academy-client-address': address() },
    });
    expect(signIn.status).toBe(200);
    // Now it has an account: inviting it again mails nothing.
    const before = mail.count(email);
    expect(outcomes((await invite(token.ada as string, [{ email }])).body)).toEqual([
      ['has_account', 'HAS_ACCOUNT'],
    ]);
    expect(mail.count(email)).toBe(before);
  });

  it('never gives a role above the inviter’s: sales invite learners, admins more', async () => {
    const coach = await invite(token.sven as string, [{ email: fresh() }], { roles: ['coach'] });
    expect(coach.status).toBe(403);
    const admin = await invite(token.sven as string, [{ email: fresh() }], {
      roles: ['academy_admin'],
    });
    expect(admin.status).toBe(403);
    const byAda = await invite(token.ada as string, [{ email: fresh() }], {
      roles: ['coach', 'student'],
    });
    expect(outcomes(byAda.body)).toEqual([['invited', null]]);
  });

  it('refuses support, authors and learners, and checks the entity and language', async () => {
    expect((await invite(token.sam as string, [{ email: fresh() }])).status).toBe(403);
    expect((await invite(token.stijn as string, [{ email: fresh() }])).status).toBe(403);
    const [unlimitedEntity] = await t.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.name, 'Unlimited Partners'));
    const elsewhere = await invite(token.ada as string, [{ email: fresh() }], {
      entity_id: unlimitedEntity?.id,
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].source.pointer).toBe('/data/attributes/entity_id');
    const language = await invite(token.ada as string, [{ email: fresh() }], { locale: 'de' });
    expect(language.status).toBe(422);
    expect(language.body.errors[0].source.pointer).toBe('/data/attributes/locale');
  });

  it('resending mails a new link and the old one stops working; withdrawing stops it', async () => {
    const email = fresh();
    const first = await invite(token.ada as string, [{ email }]);
    const accountId = first.body.meta.results[0].account_id as string;
    const old = await invitationLink(email);
    const resent = await t.request('/v1/invitations/resend', {
      method: 'POST',
      token: token.ada,
      body: { account_ids: [accountId, id.stijn, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(outcomes(resent.body)).toEqual([
      ['reinvited', null],
      ['has_account', 'HAS_ACCOUNT'],
      ['error', 'NOT_FOUND'],
    ]);
    const renewed = await invitationLink(email, 2);
    expect(renewed.token).not.toBe(old.token);
    expect((await accept(old.token)).status).toBe(422);

    const shown = await t.request(`/v1/invitations/${accountId}`, { token: token.ada });
    expect(shown.body.data.attributes.status).toBe('pending');
    const withdrawn = await t.request(`/v1/invitations/${accountId}`, {
      method: 'DELETE',
      token: token.sven,
    });
    expect(withdrawn.status).toBe(204);
    expect((await accept(renewed.token)).status).toBe(422);
    const after = await t.request(`/v1/invitations/${accountId}`, { token: token.ada });
    expect(after.body.data.attributes.status).toBe('withdrawn');
    const listed = await t.request('/v1/invitations?filter[status]=withdrawn', {
      token: token.ada,
    });
    expect(listed.body.data.map((r: Json) => r.id)).toContain(accountId);
  });

  it('an invitation expires after its days: listed as expired, its link refused', async () => {
    const email = fresh();
    const made = await invite(token.ada as string, [{ email }]);
    const accountId = made.body.meta.results[0].account_id as string;
    const link = await invitationLink(email);
    await t.db
      .update(accountLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountLinks.accountId, accountId));
    const shown = await t.request(`/v1/invitations/${accountId}`, { token: token.ada });
    expect(shown.body.data.attributes.status).toBe('expired');
    expect((await accept(link.token)).status).toBe(422);
    const expired = await t.request('/v1/invitations?filter[status]=expired', { token: token.ada });
    expect(expired.body.data.map((r: Json) => r.id)).toContain(accountId);
  });

  it('keeps portals apart: another portal neither lists nor accepts it', async () => {
    const email = fresh();
    const made = await invite(token.ada as string, [{ email }]);
    const accountId = made.body.meta.results[0].account_id as string;
    const link = await invitationLink(email);
    const ada = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const other = await t.request(`/v1/invitations/${accountId}`, {
      token: ada,
      domain: 'unlimited.localhost',
    });
    expect(other.status).toBe(404);
    const list = await t.request('/v1/invitations?page[size]=75', {
      token: ada,
      domain: 'unlimited.localhost',
    });
    expect(list.body.data.map((r: Json) => r.id)).not.toContain(accountId);
    expect((await accept(link.token, {}, 'unlimited.localhost')).status).toBe(403);
    expect((await accept(link.token)).status).toBe(201);
  });

  it('writes the audit log: the account made and each invitation sent', async () => {
    const email = fresh();
    const made = await invite(token.ada as string, [{ email }]);
    const accountId = made.body.meta.results[0].account_id as string;
    const log = await t.request(`/v1/audit_events?filter[target]=${accountId}`, {
      token: token.ada,
    });
    expect(log.body.data.map((e: Json) => e.attributes.action).sort()).toEqual([
      'account.created',
      'invitation.sent',
    ]);
  });
});

describe('the users list marks pending invitations', () => {
  const listed = async (email: string) => {
    const answer = await t.request(`/v1/accounts?filter[search]=${encodeURIComponent(email)}`, {
      token: token.ada as string,
    });
    expect(answer.status).toBe(200);
    return answer.body.data.find((row: Json) => row.attributes.email === email)?.attributes;
  };

  it('"invited" while the link waits; not once accepted, expired, or for anyone else', async () => {
    const [waiting, accepting, expiring] = [fresh('wait'), fresh('accept'), fresh('expire')];
    await invite(token.ada as string, [
      { email: waiting },
      { email: accepting },
      { email: expiring },
    ]);
    expect((await listed(waiting))?.invited).toBe(true);
    // Accepted: a password, no mark.
    await accept((await invitationLink(accepting)).token);
    expect((await listed(accepting))?.invited).toBe(false);
    // Expired: no longer pending.
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, expiring));
    await t.db
      .update(accountLinks)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(accountLinks.accountId, row?.id as string));
    expect((await listed(expiring))?.invited).toBe(false);
    expect((await listed('student@demo.academy'))?.invited).toBe(false);
  });
});
