import { describe, expect, it } from 'vitest';
import { mailTranslator } from '../i18n/message-catalog';
import { type MailingSender, prepareMailing } from './compose-mailing';

const sender = async (overrides: string | null): Promise<MailingSender> => ({
  portalName: 'Demo Academy',
  baseUrl: 'https://demo.academy',
  fromName: 'Demo Academy',
  fromAddress: 'news@demo.academy',
  replyTo: null,
  footer: 'Demo Academy · Example Street 1',
  locale: 'nl',
  t: await mailTranslator('nl', overrides),
});

const template = { subject: 'Nieuws voor {{first_name}}', bodyHtml: '<p>Hallo {{first_name}}</p>' };
const recipient = { accountId: 'a1', email: 'stijn@example.org', fullName: 'Stijn Student' };

describe('mailing footer texts follow the portal’s overrides', () => {
  it('writes the default footer in the portal’s language', async () => {
    const message = prepareMailing(template, await sender(null), 'secret')(recipient);
    expect(message.text).toContain(
      'Je ontvangt dit omdat je bent ingeschreven op de mailinglijst van Demo Academy.',
    );
    expect(message.text).toContain('Uitschrijven: https://demo.academy/unsubscribe?token=');
  });

  it('writes an overridden footer text, with its values, in text and HTML', async () => {
    const overrides = JSON.stringify({
      'mail.mailing.why': 'Je staat op de nieuwsbrief van {portal}.',
      'mail.mailing.unsubscribe': 'Afmelden',
    });
    const message = prepareMailing(template, await sender(overrides), 'secret')(recipient);
    expect(message.text).toContain('Je staat op de nieuwsbrief van Demo Academy.');
    expect(message.text).toContain('Afmelden: https://demo.academy/unsubscribe?token=');
    expect(message.html).toContain('>Afmelden</a>');
    expect(message.text).not.toContain('Uitschrijven');
  });
});
