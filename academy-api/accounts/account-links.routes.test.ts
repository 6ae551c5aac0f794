import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { accountLinks, accountRoles, accounts } from '../db/schema';
import { createMailer, type Mailer, mailFolder, setMailer } from '../mail/transport';
import { currentAgreementIds } from '../test/agreements';
import { setUpTestApi } from '../test/api-client';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';

const t = setUpTestApi();

let sink: SmtpSink;
let smtp: Mailer;
let previousMailer: Mailer | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = createMailer({ smtpUrl: sink.url, mailDir: mailFolder('/tmp/unused-account-mail') });
  previousMailer = setMailer(smtp);
});
afterAll(async () => {
  setMailer(previousMailer);
  smtp.close();
  await sink.close();
});

let counter = 0;
/** A fresh address per call, so the throttles of one test never meet another's. */
const address = () => `198.51.100.${++counter}`;

async function register(locale = 'en') {
  const email = `self-${Date.now()}-${++counter}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      full_name: 'Sanne Zelf',
      email,
      password: 'first-password',
      accepted_agreements: await currentAgreementIds(t),
    },
    headers: { 'x-academy-client-address': address(), 'accept-language': locale },
  });
  expect(status).toBe(201);
  const token = body.data.attributes.token as string;
  const me = await t.request('/v1/me', { token });
  return { email, token, id: me.body.data.id as string };
}

/** The messages the sink got for an address, parsed, once `count` of them are there. */
async function mailsTo(email: string, count = 1) {
  for (let i = 0; i < 100 && sink.to(email).length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Promise.all(sink.to(email).map((mail) => sink.parse(mail)));
}

function linkIn(text: string | undefined, page: string): string {
  const match = text?.match(new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${page} link in:\n${text}`);
  return match[0];
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

const forgot = (email: string, from = address()) =>
  t.request('/auth/password_resets', {
    method: 'POST',
    body: { email },
    headers: { 'x-academy-client-address': from },
  });
const confirmReset = (token: string, password: string, from = address()) =>
  t.request('/auth/password_resets/confirm', {
    method: 'POST',
    body: { token, password },
    headers: { 'x-academy-client-address': from },
  });
const signIn = (email: string, password: string) =>
  t.request('/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-academy-client-address': address() },
  });

describe('mailed links on the port the app runs on', () => {
  it('a seeded loopback domain links to the Host the request came through', async () => {
    const person = await register();
    const reset = await t.request('/auth/password_resets', {
      method: 'POST',
      body: { email: person.email },
      headers: { 'x-academy-client-address': address(), 'x-portal-host': 'localhost:3100' },
    });
    expect(reset.status).toBe(202);
    const [mail] = await mailsTo(person.email);
    const link = linkIn(mail?.text, '/auth/reset-password');
    expect(link.startsWith('http://localhost:3100/auth/reset-password?token=')).toBe(true);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const person = await register();
    const known = await forgot(person.email.toUpperCase());
    const unknown = await forgot(`nobody-${Date.now()}@example.org`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('Set a new password for Demo Academy');
    expect(sink.received.filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });

  it('mails a portal’s own admin from their portal only, not from another', async () => {
    // Lars's row gives Unlimited Learning's entity: an admin of that portal, no academy role.
    const [lars] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'learner@unlimited.academy'));
    if (!lars) throw new Error('No Lars');
    const email = `unlimited-admin-${Date.now()}-${++counter}@example.org`;
    const [admin] = await t.db
      .insert(accounts)
      .values({
        portalId: lars.portalId,
        entityId: lars.entityId,
        email,
        fullName: 'Una Admin',
        locale: 'en',
        passwordHash: lars.passwordHash,
      })
      .returning({ id: accounts.id });
    await t.db.insert(accountRoles).values({ accountId: admin?.id ?? '', role: 'admin' });
    const forgotOn = (domain: string) =>
      t.request('/auth/password_resets', {
        method: 'POST',
        domain,
        body: { email },
        headers: { 'x-academy-client-address': address() },
      });
    // Asked on Demo Academy first: the same answer, but no mail (she does not sign in there).
    expect((await forgotOn('localhost')).status).toBe(202);
    expect((await forgotOn('unlimited.localhost')).status).toBe(202);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Set a new password for Unlimited Learning',
    ]);
  });

  it('mails a single-use link (stored hashed) that sets a new password and signs every session out', async () => {
    const person = await register('nl');
    const second = (await signIn(person.email, 'first-password')).body.data.attributes.token;
    expect((await forgot(person.email)).status).toBe(202);
    const [mail] = await mailsTo(person.email);
    // In the recipient's language (registered from the Dutch form).
    expect(mail?.subject).toBe('Stel een nieuw wachtwoord in voor Demo Academy');
    const link = linkIn(mail?.text, '/auth/reset-password');
    expect(link.startsWith('http://localhost:3000/auth/reset-password?token=')).toBe(true);
    const token = tokenOf(link);
    const rows = await t.db
      .select()
      .from(accountLinks)
      .where(eq(accountLinks.accountId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes =
      ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(60);

    const check = (value: string) =>
      t.request('/auth/password_resets/check', { method: 'POST', body: { token: value } });
    expect((await check(token)).body.meta.valid).toBe(true);
    // §5: at least 8 characters, with the form's own message.
    const short = await confirmReset(token, 'short');
    expect(short.status).toBe(422);
    expect(short.body.errors[0].source.pointer).toBe('/data/attributes/password');
    const done = await confirmReset(token, 'second-password');
    expect(done.status).toBe(200);
    expect((await check(token)).body.meta.valid).toBe(false);
    // Every session of the account is signed out, the old password no longer works.
    expect((await t.request('/v1/me', { token: person.token })).body.meta.authenticated).toBe(
      false,
    );
    expect((await t.request('/v1/me', { token: second })).body.meta.authenticated).toBe(false);
    expect((await signIn(person.email, 'first-password')).status).toBe(422);
    expect((await signIn(person.email, 'second-password')).status).toBe(200);
    // The link cannot be used twice.
    const again = await confirmReset(token, 'third-password');
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      code: 'LINK_INVALID',
      source: { pointer: '/data/attributes/token' },
    });
    // And the person is told their password changed.
    const mails = await mailsTo(person.email, 2);
    expect(mails.map((m) => m.subject)).toContain('Je wachtwoord voor Demo Academy is gewijzigd');
  });

  it('refuses a link after 60 minutes, an older link once a newer one was sent, and a made-up one', async () => {
    const person = await register();
    await forgot(person.email);
    const first = tokenOf(
      linkIn((await mailsTo(person.email, 1))[0]?.text, '/auth/reset-password'),
    );
    await forgot(person.email);
    const mails = await mailsTo(person.email, 2);
    const second = tokenOf(linkIn(mails[1]?.text, '/auth/reset-password'));
    expect((await confirmReset(first, 'another-password')).body.errors[0].code).toBe(
      'LINK_INVALID',
    );
    // 61 minutes later:
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accountLinks.tokenHash, hashToken(second)));
    expect((await confirmReset(second, 'another-password')).body.errors[0].code).toBe(
      'LINK_INVALID',
    );
    expect((await confirmReset('x'.repeat(43), 'another-password')).status).toBe(422);
    expect((await confirmReset('', 'another-password')).status).toBe(422);
    expect((await signIn(person.email, 'first-password')).status).toBe(200);
  });

  it('answers at once even when the mail cannot go out (the timing reveals nothing)', async () => {
    const person = await register();
    const hanging: Mailer = {
      kind: 'smtp',
      sendMail: () => new Promise(() => undefined),
      close: () => undefined,
    };
    setMailer(hanging);
    try {
      const started = performance.now();
      const known = await forgot(person.email);
      expect(known.status).toBe(202);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      setMailer(smtp);
    }
  });

  it('is rate limited per address asked for and per client address (429, Retry-After, a message)', async () => {
    const email = `limit-${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(202);
    const refused = await forgot(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.body.errors[0].detail).toMatch(/Wait \d+ seconds/);

    const from = address();
    for (let i = 0; i < 20; i++) {
      expect((await forgot(`spread-${i}-${Date.now()}@example.org`, from)).status).toBe(202);
    }
    const spread = await t.request('/auth/password_resets', {
      method: 'POST',
      body: { email: 'one-more@example.org' },
      headers: { 'x-academy-client-address': from, 'accept-language': 'nl' },
    });
    expect(spread.status).toBe(429);
    expect(spread.body.errors[0].detail).toMatch(/Te veel pogingen/);
  });

  it('validates the address with the §5 rules', async () => {
    const { status, body } = await forgot('not-an-address');
    expect(status).toBe(422);
    expect(body.errors[0].source.pointer).toBe('/data/attributes/email');
  });
});

describe('password change on /account/details', () => {
  const change = (id: string, token: string, body: unknown) =>
    t.request(`/v1/accounts/${id}/password`, { method: 'POST', token, body });

  it('needs the current password, keeps this session and signs the others out', async () => {
    const person = await register();
    const other = (await signIn(person.email, 'first-password')).body.data.attributes.token;
    const wrong = await change(person.id, person.token, {
      current_password: 'not-it',
      password: 'second-password',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({
      code: 'INVALID_PASSWORD',
      source: { pointer: '/data/attributes/current_password' },
    });
    const short = await change(person.id, person.token, {
      current_password: 'first-password',
      password: 'short',
    });
    expect(short.body.errors[0].source.pointer).toBe('/data/attributes/password');
    const same = await change(person.id, person.token, {
      current_password: 'first-password',
      password: 'first-password',
    });
    expect(same.body.errors[0].code).toBe('PASSWORD_UNCHANGED');
    const done = await change(person.id, person.token, {
      current_password: 'first-password',
      password: 'second-password',
    });
    expect(done.status).toBe(200);
    expect((await t.request('/v1/me', { token: person.token })).body.meta.authenticated).toBe(true);
    expect((await t.request('/v1/me', { token: other })).body.meta.authenticated).toBe(false);
    expect((await signIn(person.email, 'second-password')).status).toBe(200);
  });

  it('throttles wrong current passwords like sign-ins', async () => {
    const person = await register();
    for (let i = 0; i < 5; i++) {
      const { status } = await change(person.id, person.token, {
        current_password: `wrong-${i}`,
        password: 'second-password',
      });
      expect(status).toBe(422);
    }
    const refused = await change(person.id, person.token, {
      current_password: 'first-password',
      password: 'second-password',
    });
    expect(refused.status).toBe(429);
  });

  it('is the own account only: anyone else is a 404, a guest a 401', async () => {
    const person = await register();
    const stranger = await register();
    const body = { current_password: 'first-password', password: 'second-password' };
    expect((await change(person.id, stranger.token, body)).status).toBe(404);
    expect(
      (await t.request(`/v1/accounts/${person.id}/password`, { method: 'POST', body })).status,
    ).toBe(401);
  });
});

describe('e-mail change with re-confirmation', () => {
  const request = (id: string, token: string, body: unknown) =>
    t.request(`/v1/accounts/${id}/email_change`, { method: 'POST', token, body });
  const confirm = (token: string) =>
    t.request('/auth/email_changes/confirm', {
      method: 'POST',
      body: { token },
      headers: { 'x-academy-client-address': address() },
    });

  it('mails a link to the new address; the old one works until it is used, then is told', async () => {
    const person = await register('ro');
    const taken = await request(person.id, person.token, {
      email: 'student@demo.academy',
      current_password: 'first-password',
    });
    expect(taken.body.errors[0]).toMatchObject({ code: 'EMAIL_TAKEN' });
    const wrong = await request(person.id, person.token, {
      email: 'new@example.org',
      current_password: 'nope',
    });
    expect(wrong.body.errors[0].code).toBe('INVALID_PASSWORD');
    const unchanged = await request(person.id, person.token, {
      email: person.email,
      current_password: 'first-password',
    });
    expect(unchanged.body.errors[0].code).toBe('EMAIL_UNCHANGED');

    const newEmail = `moved-${Date.now()}@example.org`;
    const asked = await request(person.id, person.token, {
      email: ` ${newEmail} `,
      current_password: 'first-password',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.attributes.new_email).toBe(newEmail);
    const pending = await t.request(`/v1/accounts/${person.id}/email_change`, {
      token: person.token,
    });
    expect(pending.body.data.attributes.new_email).toBe(newEmail);
    // Until confirmed, nothing changed.
    expect((await signIn(person.email, 'first-password')).status).toBe(200);
    const [mail] = await mailsTo(newEmail);
    expect(mail?.subject).toBe('Confirmă noua adresă de e-mail pentru Demo Academy');
    const token = tokenOf(linkIn(mail?.text, '/auth/confirm-email'));

    const done = await confirm(token);
    expect(done.status).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, person.id));
    expect(account?.email).toBe(newEmail);
    expect((await signIn(newEmail, 'first-password')).status).toBe(200);
    expect((await signIn(person.email, 'first-password')).status).toBe(422);
    expect((await confirm(token)).body.errors[0].code).toBe('LINK_INVALID');
    const [notice] = await mailsTo(person.email);
    expect(notice?.subject).toBe('Adresa ta de e-mail pentru Demo Academy a fost schimbată');
    expect(notice?.text).toContain(newEmail);
    const after = await t.request(`/v1/accounts/${person.id}/email_change`, {
      token: person.token,
    });
    expect(after.body.data).toBeNull();
  });

  it('can be withdrawn: the link then stops working', async () => {
    const person = await register();
    const newEmail = `withdrawn-${Date.now()}@example.org`;
    await request(person.id, person.token, { email: newEmail, current_password: 'first-password' });
    const token = tokenOf(linkIn((await mailsTo(newEmail))[0]?.text, '/auth/confirm-email'));
    const cancelled = await t.request(`/v1/accounts/${person.id}/email_change`, {
      method: 'DELETE',
      token: person.token,
    });
    expect(cancelled.status).toBe(204);
    expect((await confirm(token)).body.errors[0].code).toBe('LINK_INVALID');
  });
});

describe('portal overrides in mails', () => {
  it('sends the portal’s override of a mail text, as its pages show theirs, over real SMTP', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const languages = await t.request('/v1/portals/current/languages', { token: ada });
    const en = languages.body.data.find(
      (language: { attributes: { locale: string } }) => language.attributes.locale === 'en',
    );
    const path = `/v1/portals/current/languages/${en.id}/overrides/mail.account.password_reset.subject`;
    const put = await t.request(path, {
      method: 'PUT',
      token: ada,
      body: { data: { type: 'overrides', attributes: { text: 'Forgot it? {portal} helps' } } },
    });
    expect(put.status).toBe(200);
    try {
      const person = await register('en');
      expect((await forgot(person.email)).status).toBe(202);
      const [mail] = await mailsTo(person.email);
      expect(mail?.subject).toBe('Forgot it? Demo Academy helps');
      // Only that text: the rest of the mail keeps its default words.
      expect(mail?.text).toContain('The link below works once and for 60 minutes.');
    } finally {
      await t.request(path, { method: 'DELETE', token: ada });
    }
    const after = await register('en');
    await forgot(after.email);
    const [mail] = await mailsTo(after.email);
    expect(mail?.subject).toBe('Set a new password for Demo Academy');
  });
});
