import { eq } from 'drizzle-orm';
import { DEFAULT_GRACE_DAYS, graceEndsAt } from '../../shared/commerce/renewals';
import { firstNameOf } from '../../shared/communication/merge-fields';
import { mailingPortal } from '../communication';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { accounts, invoiceSettings, products } from '../db/schema';
import { mailTranslator } from '../i18n/message-catalog';
import { accountMailLocale } from '../mail/account-mail';
import { plainMailBodies } from '../mail/plain-mail';
import type { Mailer, MailMessage } from '../mail/transport';
import { MAX_MAIL_ATTEMPTS, mailRetryDelayMs } from './invoice-mails';
import { providerKeys } from './payment-providers';
import { cancelMollieSubscription, stopStripeSubscription } from './recurring-providers';
import {
  type BillingSubscriptionRow,
  claimGraceMails,
  endRefundedSubscriptions,
  lapseEndedGracePeriods,
  markGraceMailed,
  markGraceMailFailed,
} from './renewals.queries';

/**
 * The background worker's part of subscriptions that renew (issue 40, item 3): ends the grace
 * periods that ran out (the subscription lapses, the account's subscription is inactive, and the
 * provider renews no more), ends the subscriptions whose first order was refunded, and mails the buyer when a renewal failed (an outbox, like
 * invoice-mails.ts: claimed with SKIP LOCKED and a lease, retried with backoff, sent once).
 */
export async function runRenewalJobs(
  db: Db,
  options: { now: () => Date; mailer: () => Mailer; leaseMs: number; stopping: () => boolean },
): Promise<{ lapsed: number; mailed: number }> {
  const lapsed = await lapseEndedGracePeriods(db, { now: options.now() });
  // A refunded first order ends its subscription too (the refund took the access back).
  const refunded = await endRefundedSubscriptions(db, { now: options.now() });
  for (const row of [...lapsed, ...refunded]) await stopRenewing(db, row);
  let mailed = 0;
  while (!options.stopping()) {
    const now = options.now();
    const due = await claimGraceMails(db, {
      now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      limit: 8,
      maxAttempts: MAX_MAIL_ATTEMPTS,
    });
    if (due.length === 0) break;
    for (const row of due) {
      try {
        const message = await graceMail(db, row);
        if (message) await options.mailer().sendMail(message);
        await markGraceMailed(db, { id: row.id, failedAt: row.failedAt });
        mailed += 1;
      } catch {
        await markGraceMailFailed(db, {
          id: row.id,
          retryAt: new Date(options.now().getTime() + mailRetryDelayMs(row.graceMailAttempts + 1)),
        });
      }
    }
  }
  return { lapsed: lapsed.length, mailed };
}

/** A lapsed subscription is stopped at the provider too (best effort: it may be gone). */
async function stopRenewing(db: Db, row: BillingSubscriptionRow) {
  if (!row.subscriptionRef) return;
  const keys = await providerKeys(db, row.portalId);
  if (row.provider === 'stripe') {
    if (keys.stripe) await stopStripeSubscription(keys.stripe, row.subscriptionRef).catch(() => {});
    return;
  }
  if (!keys.mollie || !row.customerRef) return;
  await cancelMollieSubscription(keys.mollie, {
    customerRef: row.customerRef,
    subscriptionRef: row.subscriptionRef,
  }).catch(() => undefined);
}

/** "Your payment did not go through": until when access stays, and where to pay another way. */
async function graceMail(db: Db, row: BillingSubscriptionRow): Promise<MailMessage | null> {
  const [account] = await db
    .select({ name: accounts.fullName, email: accounts.email, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  if (!account?.email || !row.failedAt) return null;
  const portal = await mailingPortal(db, { portalId: row.portalId });
  if (!portal) throw new Error('The portal is gone');
  const [[settings], [product]] = await Promise.all([
    db
      .select({ days: invoiceSettings.renewalGraceDays })
      .from(invoiceSettings)
      .where(eq(invoiceSettings.portalId, row.portalId)),
    row.productId
      ? db.select({ name: products.name }).from(products).where(eq(products.id, row.productId))
      : Promise.resolve([]),
  ]);
  const locale = accountMailLocale(account.locale);
  const t = await mailTranslator(locale, locale === portal.locale ? portal.overrides : null);
  const until = graceEndsAt(row.failedAt, settings?.days ?? DEFAULT_GRACE_DAYS);
  const values = {
    name: firstNameOf(account.name) || account.name,
    product: product?.name ?? '',
    portal: portal.name,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(until),
    url: `${portal.baseUrl}/account/orders`,
  };
  const subject = t('renewal.failed.subject', values);
  return {
    from:
      getConfig().MAIL_FROM ??
      `"${portal.settings.from_name.replace(/["\\]/g, '')}" <${portal.settings.from_address}>`,
    to: `"${account.name.replace(/["\\]/g, '')}" <${account.email}>`,
    subject,
    ...plainMailBodies({
      locale,
      subject,
      greeting: t('invoice.greeting', values),
      lines: [t('renewal.failed.body', values), t('renewal.failed.action', values)],
      signature: portal.name,
    }),
    headers: { 'Auto-Submitted': 'auto-generated' },
    // Without SMTP: .data/mail/account/renewal-failed-<time>-<subscription>.eml, as account mails.
    file: { folder: 'account', name: `renewal-failed-${Date.now()}-${row.id.slice(0, 8)}` },
  };
}
