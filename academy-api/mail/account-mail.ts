import { escapeHtml, firstNameOf } from '../../shared/communication/merge-fields';
import type { MailMessage } from './transport';

/**
 * The account's own e-mails (issue 22), in the recipient's language (en, nl, ro): the
 * "forgot password" link, the confirmation of a new address, and the notices that the
 * address or the password changed. Pure: the route sends what this returns.
 */
export type AccountMailKind =
  | 'password_reset'
  | 'email_change'
  | 'email_changed'
  | 'password_changed';

export interface AccountMailSender {
  portalName: string;
  fromName: string;
  fromAddress: string;
  /** MAIL_FROM when set: the sender of every e-mail that is not a mailing. */
  from?: string;
}

export interface AccountMailInput {
  kind: AccountMailKind;
  locale: string;
  to: { email: string; fullName: string };
  /** password_reset and email_change: the link to open. */
  url?: string;
  /** email_change (the address being confirmed) and email_changed (the new address). */
  newEmail?: string;
}

type Words = {
  subject: string;
  greeting: string;
  lines: string[];
  action?: string;
  ignore: string;
};

type Vars = { portal: string; name: string; email: string };

const TEXTS: Record<'en' | 'nl' | 'ro', Record<AccountMailKind, (v: Vars) => Words>> = {
  en: {
    password_reset: (v) => ({
      subject: `Set a new password for ${v.portal}`,
      greeting: `Hello ${v.name},`,
      lines: [
        `Someone asked to set a new password for your account on ${v.portal}.`,
        'The link below works once and for 60 minutes.',
      ],
      action: 'Set a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
    email_change: (v) => ({
      subject: `Confirm your new e-mail address for ${v.portal}`,
      greeting: `Hello ${v.name},`,
      lines: [
        `Confirm that ${v.email} is the new e-mail address of your account on ${v.portal}.`,
        'Until you do, you keep signing in with your current address. The link works once and for 24 hours.',
      ],
      action: 'Confirm this address',
      ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    }),
    email_changed: (v) => ({
      subject: `Your e-mail address for ${v.portal} was changed`,
      greeting: `Hello ${v.name},`,
      lines: [
        `The e-mail address of your account on ${v.portal} is now ${v.email}.`,
        'From now on you sign in with that address, and e-mails go there.',
      ],
      ignore: `If you did not do this, contact ${v.portal} at once.`,
    }),
    password_changed: (v) => ({
      subject: `Your password for ${v.portal} was changed`,
      greeting: `Hello ${v.name},`,
      lines: [
        `The password of your account on ${v.portal} was just changed, and every other session was signed out.`,
      ],
      ignore: `If you did not do this, use "Forgot password" on the sign-in page and contact ${v.portal}.`,
    }),
  },
  nl: {
    password_reset: (v) => ({
      subject: `Stel een nieuw wachtwoord in voor ${v.portal}`,
      greeting: `Hallo ${v.name},`,
      lines: [
        `Iemand heeft gevraagd om een nieuw wachtwoord voor je account op ${v.portal}.`,
        'De link hieronder werkt één keer en 60 minuten lang.',
      ],
      action: 'Nieuw wachtwoord instellen',
      ignore:
        'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
    }),
    email_change: (v) => ({
      subject: `Bevestig je nieuwe e-mailadres voor ${v.portal}`,
      greeting: `Hallo ${v.name},`,
      lines: [
        `Bevestig dat ${v.email} het nieuwe e-mailadres is van je account op ${v.portal}.`,
        'Tot je dat doet, log je in met je huidige adres. De link werkt één keer en 24 uur lang.',
      ],
      action: 'Dit adres bevestigen',
      ignore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: er verandert niets.',
    }),
    email_changed: (v) => ({
      subject: `Je e-mailadres voor ${v.portal} is gewijzigd`,
      greeting: `Hallo ${v.name},`,
      lines: [
        `Het e-mailadres van je account op ${v.portal} is nu ${v.email}.`,
        'Vanaf nu log je met dat adres in en gaan e-mails daarheen.',
      ],
      ignore: `Heb je dit niet gedaan? Neem dan meteen contact op met ${v.portal}.`,
    }),
    password_changed: (v) => ({
      subject: `Je wachtwoord voor ${v.portal} is gewijzigd`,
      greeting: `Hallo ${v.name},`,
      lines: [
        `Het wachtwoord van je account op ${v.portal} is zojuist gewijzigd en alle andere sessies zijn uitgelogd.`,
      ],
      ignore: `Heb je dit niet gedaan? Gebruik dan "Wachtwoord vergeten" op de inlogpagina en neem contact op met ${v.portal}.`,
    }),
  },
  ro: {
    password_reset: (v) => ({
      subject: `Setează o parolă nouă pentru ${v.portal}`,
      greeting: `Bună, ${v.name},`,
      lines: [
        `Cineva a cerut o parolă nouă pentru contul tău de pe ${v.portal}.`,
        'Linkul de mai jos funcționează o singură dată, timp de 60 de minute.',
      ],
      action: 'Setează o parolă nouă',
      ignore: 'Dacă nu ai cerut asta, ignoră acest e-mail: parola ta rămâne aceeași.',
    }),
    email_change: (v) => ({
      subject: `Confirmă noua adresă de e-mail pentru ${v.portal}`,
      greeting: `Bună, ${v.name},`,
      lines: [
        `Confirmă că ${v.email} este noua adresă de e-mail a contului tău de pe ${v.portal}.`,
        'Până atunci te autentifici cu adresa actuală. Linkul funcționează o singură dată, timp de 24 de ore.',
      ],
      action: 'Confirmă această adresă',
      ignore: 'Dacă nu ai cerut asta, ignoră acest e-mail: nu se schimbă nimic.',
    }),
    email_changed: (v) => ({
      subject: `Adresa ta de e-mail pentru ${v.portal} a fost schimbată`,
      greeting: `Bună, ${v.name},`,
      lines: [
        `Adresa de e-mail a contului tău de pe ${v.portal} este acum ${v.email}.`,
        'De acum te autentifici cu această adresă, iar e-mailurile ajung acolo.',
      ],
      ignore: `Dacă nu ai făcut tu asta, contactează imediat ${v.portal}.`,
    }),
    password_changed: (v) => ({
      subject: `Parola ta pentru ${v.portal} a fost schimbată`,
      greeting: `Bună, ${v.name},`,
      lines: [
        `Parola contului tău de pe ${v.portal} tocmai a fost schimbată, iar toate celelalte sesiuni au fost închise.`,
      ],
      ignore: `Dacă nu ai făcut tu asta, folosește „Ai uitat parola?” pe pagina de autentificare și contactează ${v.portal}.`,
    }),
  },
};

export function accountMailLocale(locale: string): 'en' | 'nl' | 'ro' {
  return locale === 'nl' || locale === 'ro' ? locale : 'en';
}

/** One account e-mail: plain text and HTML with the same words, in the recipient's language. */
export function composeAccountMail(
  sender: AccountMailSender,
  input: AccountMailInput,
): MailMessage {
  const locale = accountMailLocale(input.locale);
  const words = TEXTS[locale][input.kind]({
    portal: sender.portalName,
    name: firstNameOf(input.to.fullName) || input.to.fullName,
    email: input.newEmail ?? input.to.email,
  });
  if (words.action && !input.url) throw new Error(`A ${input.kind} e-mail needs its link`);
  const action = words.action && input.url ? { label: words.action, url: input.url } : null;
  const text = [
    words.greeting,
    '',
    ...words.lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    words.ignore,
    '',
    `-- \n${sender.portalName}`,
  ].join('\n');
  const body = [
    `<p>${escapeHtml(words.greeting)}</p>`,
    ...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:0.625rem 1rem;background:#1d4ed8;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:0.875rem;color:#444;word-break:break-all">${escapeHtml(action.url)}</p>`
      : '',
    `<p>${escapeHtml(words.ignore)}</p>`,
  ].join('');
  return {
    from: sender.from ?? `"${sender.fromName.replace(/["\\]/g, '')}" <${sender.fromAddress}>`,
    to: `"${input.to.fullName.replace(/["\\]/g, '')}" <${input.to.email}>`,
    subject: words.subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem">${body}<hr style="border:0;border-top:1px solid #ccc;margin:2rem 0 1rem"><p style="font-size:0.875rem;color:#444">${escapeHtml(sender.portalName)}</p></body></html>`,
    // Personal, not bulk: no List-Unsubscribe; auto-replies stay away.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
