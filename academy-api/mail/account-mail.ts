import { escapeHtml, firstNameOf } from '../../shared/communication/merge-fields';
import type { MailText } from '../i18n/message-catalog';
import type { MailMessage } from './transport';

/**
 * The account's own e-mails, in the recipient's language (en, nl, ro): the
 * "forgot password" link, the confirmation of a new address, the notices that the
 * address or the password changed, and an invitation to a new account (issue 43). Their words are the `mail.account.*` texts of the
 * translation bundles, which a portal may override. Pure: the route sends what this
 * returns.
 */
export type AccountMailKind =
  | 'password_reset'
  | 'email_change'
  | 'email_changed'
  | 'password_changed'
  | 'invitation';

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
  /** invitation (issue 43): who invites, and for how many days the link works. */
  inviter?: string;
  days?: number;
}

type Words = {
  subject: string;
  greeting: string;
  lines: string[];
  action?: string;
  ignore: string;
};

/** Which texts of `mail.account.<kind>` each mail has (messages/<locale>/mail.json). */
const PARTS: Record<AccountMailKind, { lines: number; action: boolean }> = {
  password_reset: { lines: 2, action: true },
  email_change: { lines: 2, action: true },
  email_changed: { lines: 2, action: false },
  password_changed: { lines: 1, action: false },
  invitation: { lines: 2, action: true },
};

/** A mail's words from the `mail` texts (the portal's overrides already merged over them). */
function wordsOf(t: MailText, kind: AccountMailKind, values: Record<string, string>): Words {
  const text = (part: string) => t(`account.${kind}.${part}`, values);
  const parts = PARTS[kind];
  return {
    subject: text('subject'),
    greeting: text('greeting'),
    lines: Array.from({ length: parts.lines }, (_, index) => text(`line${index + 1}`)),
    ...(parts.action ? { action: text('action') } : {}),
    ignore: text('ignore'),
  };
}

export function accountMailLocale(locale: string): 'en' | 'nl' | 'ro' {
  return locale === 'nl' || locale === 'ro' ? locale : 'en';
}

/**
 * One account e-mail: plain text and HTML with the same words, in the recipient's language.
 * `t` gives the `mail` texts of that language with the portal's overrides (mailTranslator).
 */
export function composeAccountMail(
  sender: AccountMailSender,
  input: AccountMailInput,
  t: MailText,
): MailMessage {
  const locale = accountMailLocale(input.locale);
  const words = wordsOf(t, input.kind, {
    portal: sender.portalName,
    name: firstNameOf(input.to.fullName) || input.to.fullName,
    email: input.newEmail ?? input.to.email,
    inviter: input.inviter ?? sender.portalName,
    days: String(input.days ?? ''),
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
