import { beforeAll, describe, expect, it } from 'vitest';
import { type MailText, mailTranslator } from '../i18n/message-catalog';
import {
  type AccountMailInput,
  type AccountMailKind,
  type AccountMailSender,
  accountMailLocale,
  composeAccountMail,
} from './account-mail';

const sender = {
  portalName: 'Demo Academy',
  fromName: 'Demo "Academy"',
  fromAddress: 'no-reply@demo.academy',
};
const to = { email: 'stijn@example.org', fullName: 'Stijn <b>Student</b>' };
const url = 'https://demo.academy/auth/reset-password?token=abc&x=<y>';

const texts = new Map<string, MailText>();
beforeAll(async () => {
  for (const locale of ['en', 'nl', 'ro']) texts.set(locale, await mailTranslator(locale, null));
});

/** The mail as the route composes it: the recipient's language, no overrides. */
function compose(from: AccountMailSender, input: AccountMailInput) {
  const t = texts.get(accountMailLocale(input.locale));
  if (!t) throw new Error('texts not loaded');
  return composeAccountMail(from, input, t);
}

describe('composeAccountMail', () => {
  it('writes the reset link into the text and the HTML, escaped, in the recipient language', () => {
    const nl = compose(sender, { kind: 'password_reset', locale: 'nl', to, url });
    expect(nl.subject).toBe('Stel een nieuw wachtwoord in voor Demo Academy');
    expect(nl.text).toContain(`Nieuw wachtwoord instellen: ${url}`);
    expect(nl.text).toContain('60 minuten');
    expect(nl.html).toContain(
      'href="https://demo.academy/auth/reset-password?token=abc&amp;x=&lt;y&gt;"',
    );
    expect(nl.html).toContain('<html lang="nl">');
    expect(nl.html).not.toContain('<b>');
    expect(nl.from).toBe('"Demo Academy" <no-reply@demo.academy>');
    expect(nl.to).toBe('"Stijn <b>Student</b>" <stijn@example.org>');
    const ro = compose(sender, { kind: 'password_reset', locale: 'ro', to, url });
    expect(ro.subject).toBe('Setează o parolă nouă pentru Demo Academy');
    const en = compose(sender, { kind: 'password_reset', locale: 'de', to, url });
    expect(en.subject).toBe('Set a new password for Demo Academy');
  });

  it('names the new address in the confirmation and in the notice to the old one', () => {
    const confirm = compose(sender, {
      kind: 'email_change',
      locale: 'en',
      to: { ...to, email: 'new@example.org' },
      url,
      newEmail: 'new@example.org',
    });
    expect(confirm.to).toContain('<new@example.org>');
    expect(confirm.text).toContain('Confirm that new@example.org is the new e-mail address');
    const notice = compose(sender, {
      kind: 'email_changed',
      locale: 'nl',
      to,
      newEmail: 'new@example.org',
    });
    expect(notice.to).toContain('<stijn@example.org>');
    expect(notice.text).toContain('is nu new@example.org');
    expect(notice.text).not.toContain('http');
  });

  it('has every kind in every language, and refuses a link mail without its link', () => {
    const kinds: AccountMailKind[] = [
      'password_reset',
      'email_change',
      'email_changed',
      'password_changed',
    ];
    for (const locale of ['en', 'nl', 'ro']) {
      for (const kind of kinds) {
        const mail = compose(sender, { kind, locale, to, url, newEmail: 'n@e.org' });
        expect(mail.subject.length).toBeGreaterThan(10);
      }
    }
    expect(() => compose(sender, { kind: 'password_reset', locale: 'en', to })).toThrow();
  });

  it('sends from MAIL_FROM when it is set, else from the portal', () => {
    const own = compose(
      { ...sender, from: 'Academy <accounts@example.org>' },
      { kind: 'email_changed', locale: 'en', to, newEmail: 'n@e.org' },
    );
    expect(own.from).toBe('Academy <accounts@example.org>');
  });

  it('uses the portal’s override of a mail text, with its values, as pages use theirs', async () => {
    const overrides = JSON.stringify({
      'mail.account.password_reset.subject': 'Your {portal} password, anew',
      'mail.account.password_reset.action': 'Choose a password',
      // Another language's override does not touch this one; a broken one falls back.
      'mail.account.password_reset.ignore': '{portal',
    });
    const t = await mailTranslator('en', overrides);
    const mail = composeAccountMail(sender, { kind: 'password_reset', locale: 'en', to, url }, t);
    expect(mail.subject).toBe('Your Demo Academy password, anew');
    expect(mail.text).toContain(`Choose a password: ${url}`);
    expect(mail.html).toContain('>Choose a password</a>');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
    // The bundle itself is untouched: the next portal's mail reads the default.
    expect(compose(sender, { kind: 'password_reset', locale: 'en', to, url }).subject).toBe(
      'Set a new password for Demo Academy',
    );
  });
});
