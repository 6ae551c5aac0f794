import {
  escapeHtml,
  fillMergeFields,
  firstNameOf,
  type MergeValues,
} from '../../shared/communication/merge-fields';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { MailingPortal } from '../communication/mailing-list.queries';
import type { MailText } from '../i18n/message-catalog';
import { mailTranslator } from '../i18n/message-catalog';
import { htmlToPlainText } from './html-to-text';
import type { MailMessage } from './transport';
import { signUnsubscribeToken } from './unsubscribe-token';

export interface MailingTemplate {
  subject: string;
  bodyHtml: string;
}

export interface MailingSender {
  portalName: string;
  /** The portal's address, e.g. https://academy.example.org (links in the message). */
  baseUrl: string;
  fromName: string;
  fromAddress: string;
  replyTo: string | null;
  footer: string;
  /** The portal's language for the fixed texts (the unsubscribe line). */
  locale: string;
  /** The `mail` texts of that language with the portal's overrides (mailTranslator). */
  t: MailText;
  /** The hosts besides the file storage whose images the portal's rich text shows. */
  imageHosts?: readonly string[];
}

/**
 * The sender of a portal's mailings: its settings, and the fixed texts (the footer's lines) in
 * its primary language with its translation overrides merged over them, looked up
 * once per mailing, before any message is composed.
 */
export async function mailingSender(portal: MailingPortal): Promise<MailingSender> {
  return {
    portalName: portal.name,
    baseUrl: portal.baseUrl,
    fromName: portal.settings.from_name,
    fromAddress: portal.settings.from_address,
    replyTo: portal.settings.reply_to,
    footer: portal.settings.footer,
    locale: portal.locale,
    t: await mailTranslator(portal.locale, portal.overrides),
    imageHosts: portal.imageHosts,
  };
}

export interface MailingRecipient {
  accountId: string;
  email: string;
  fullName: string;
}

/** The two addresses of unsubscribing: the page people open, and RFC 8058's one-click POST. */
export function unsubscribeUrls(baseUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${baseUrl}/unsubscribe?${query}`,
    oneClick: `${baseUrl}/api/unsubscribe?${query}`,
  };
}

/**
 * A mailing's messages: the sanitised HTML and its text version are prepared once;
 * each recipient's message fills the merge fields, adds the footer with a visible unsubscribe
 * link, and carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click).
 */
export function prepareMailing(template: MailingTemplate, sender: MailingSender, secret: string) {
  const bodyHtml = sanitizeRichText(template.bodyHtml, { imageHosts: sender.imageHosts });
  // The text version from the template: its {{fields}} survive as text and are filled per
  // recipient, so the (slow) conversion runs once, not once per message.
  const bodyText = htmlToPlainText(bodyHtml);
  const why = sender.t('mailing.why', { portal: sender.portalName });
  const words = { unsubscribe: sender.t('mailing.unsubscribe') };
  const from = `"${sender.fromName.replace(/["\\]/g, '')}" <${sender.fromAddress}>`;

  return (recipient: MailingRecipient, options: { test?: boolean } = {}): MailMessage => {
    const token = signUnsubscribeToken(secret, recipient.accountId);
    const urls = unsubscribeUrls(sender.baseUrl, token);
    const values: MergeValues = {
      first_name: firstNameOf(recipient.fullName),
      full_name: recipient.fullName,
      portal_name: sender.portalName,
      unsubscribe_url: urls.page,
    };
    const subject = fillMergeFields(template.subject, values);
    const html = fillMergeFields(bodyHtml, values, { html: true });
    const text = fillMergeFields(bodyText, values);
    const footerHtml = [
      sender.footer ? `<p>${escapeHtml(sender.footer).replace(/\n/g, '<br>')}</p>` : '',
      `<p>${escapeHtml(why)} <a href="${escapeHtml(urls.page)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    ].join('');
    const footerText = [sender.footer, `${why}`, `${words.unsubscribe}: ${urls.page}`]
      .filter(Boolean)
      .join('\n');
    return {
      from,
      to: `"${recipient.fullName.replace(/["\\]/g, '')}" <${recipient.email}>`,
      ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
      subject: options.test ? `[Test] ${subject}` : subject,
      html: `<!doctype html><html lang="${escapeHtml(sender.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem">${html}<hr style="border:0;border-top:1px solid #ccc;margin:2rem 0 1rem"><div style="font-size:0.875rem;color:#444">${footerHtml}</div></body></html>`,
      text: `${text}\n\n-- \n${footerText}\n`,
      headers: {
        'List-Unsubscribe': `<${urls.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `${sender.portalName.replace(/[<>"]/g, '')} <mailing-list.${new URL(sender.baseUrl).hostname}>`,
        ...(options.test ? {} : { Precedence: 'bulk' }),
      },
    };
  };
}

export type ComposeMessage = ReturnType<typeof prepareMailing>;
