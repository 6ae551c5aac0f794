import { firstNameOf } from '../../shared/communication/merge-fields';
import { mailingPortal } from '../communication';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { mailTranslator, namespaceTranslator } from '../i18n/message-catalog';
import { accountMailLocale } from '../mail/account-mail';
import { plainMailBodies } from '../mail/plain-mail';
import type { Mailer, MailMessage } from '../mail/transport';
import { invoiceLayout, renderInvoicePdf } from './invoice-pdf';
import {
  claimInvoiceMails,
  type InvoiceRow,
  markInvoiceMailed,
  markInvoiceMailFailed,
} from './invoices.queries';

/** Tries of one document's mail before it is left (its error shown on nothing but the row). */
export const MAX_MAIL_ATTEMPTS = 5;

/** After the n-th failure: 1, 4, 16, 64 minutes. */
export const mailRetryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

/**
 * Mails issued invoices and credit notes to their buyers with the PDF attached (issue 40, item
 * 5), for the background worker: claims a few at a time (SKIP LOCKED and a lease), so an invoice
 * issued in the paying transaction is mailed once that transaction is committed and never twice;
 * a failure is retried with backoff.
 */
export async function sendDueInvoiceMails(
  db: Db,
  options: { now: () => Date; mailer: () => Mailer; leaseMs: number; stopping: () => boolean },
): Promise<number> {
  let sent = 0;
  while (!options.stopping()) {
    const now = options.now();
    const due = await claimInvoiceMails(db, {
      now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      limit: 8,
      maxAttempts: MAX_MAIL_ATTEMPTS,
    });
    if (due.length === 0) break;
    for (const invoice of due) {
      try {
        await options.mailer().sendMail(await invoiceMail(db, invoice));
        await markInvoiceMailed(db, { id: invoice.id, now: options.now() });
        sent += 1;
      } catch (error) {
        await markInvoiceMailFailed(db, {
          id: invoice.id,
          error: (error as Error).message ?? String(error),
          retryAt: new Date(options.now().getTime() + mailRetryDelayMs(invoice.mailAttempts + 1)),
        });
      }
    }
  }
  return sent;
}

/** The document's e-mail in the buyer's language, its PDF attached. */
async function invoiceMail(db: Db, invoice: InvoiceRow): Promise<MailMessage> {
  const portal = await mailingPortal(db, { portalId: invoice.portalId });
  if (!portal) throw new Error('The portal is gone');
  const locale = accountMailLocale(invoice.locale);
  const overrides = locale === portal.locale ? portal.overrides : null;
  const [t, documentText] = await Promise.all([
    mailTranslator(locale, overrides),
    namespaceTranslator('commerce.invoice', locale, overrides),
  ]);
  const pdf = await renderInvoicePdf(invoiceLayout(invoice, documentText), locale);
  const kind = invoice.kind === 'invoice' ? 'invoice' : 'creditNote';
  const values = {
    number: invoice.number,
    order: invoice.orderNumber,
    portal: portal.name,
    name: firstNameOf(invoice.buyer.name) || invoice.buyer.name,
  };
  const subject = t(`invoice.${kind}.subject`, values);
  const greeting = t('invoice.greeting', values);
  return {
    from:
      getConfig().MAIL_FROM ??
      `"${portal.settings.from_name.replace(/["\\]/g, '')}" <${portal.settings.from_address}>`,
    to: `"${invoice.buyer.name.replace(/["\\]/g, '')}" <${invoice.mailTo}>`,
    subject,
    ...plainMailBodies({
      locale,
      subject,
      greeting,
      lines: [t(`invoice.${kind}.body`, values), t('invoice.keep', values)],
      signature: portal.name,
    }),
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [
      { filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
    file: { folder: `invoices/${invoice.portalId}`, name: invoice.number },
  };
}
