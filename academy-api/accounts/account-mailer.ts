import type { Context } from 'hono';
import { PORTAL_HOST_HEADER, servedBaseUrl } from '../../shared/portals/base-url';
import type { AppEnv } from '../app-env';
import { mailingPortal } from '../communication';
import { getConfig } from '../config';
import { mailTranslator } from '../i18n/message-catalog';
import { notFound } from '../jsonapi/errors';
import { type AccountMailInput, accountMailLocale, composeAccountMail } from '../mail/account-mail';
import { sendMail } from '../mail/transport';
import { currentPortal, normaliseDomain } from '../middleware/portal';

/**
 * The account e-mails' sending, shared by the self-service links (account-links.routes.ts) and
 * the invitations (invitations.routes.ts): where a mail's link leads, who sends it, and in whose
 * language.
 */

/** Where a mail's link leads (the domain the request came through) and who sends it. */
export async function mailContext(c: Context<AppEnv>) {
  const [portal, mailing] = await Promise.all([
    currentPortal(c),
    mailingPortal(c.var.db, { portalId: c.var.portal.id }),
  ]);
  if (!mailing) throw notFound();
  const domain = normaliseDomain(c.req.header('x-portal-domain'));
  const baseUrl = portal.domains.find((d) => d.domain === domain)?.base_url ?? mailing.baseUrl;
  return {
    // A seeded loopback domain's links on the port the app runs on.
    baseUrl: servedBaseUrl(baseUrl, c.req.header(PORTAL_HOST_HEADER)),
    /** The portal's translation overrides of a language (mails use them too). */
    overrides: (locale: string) =>
      portal.languages.find((language) => language.locale === locale)?.overrides ?? null,
    sender: {
      portalName: mailing.name,
      fromName: mailing.settings.from_name,
      fromAddress: mailing.settings.from_address,
      from: getConfig().MAIL_FROM,
    },
  };
}

export type MailContext = Awaited<ReturnType<typeof mailContext>>;

export async function send(context: MailContext, input: AccountMailInput) {
  // The recipient's language, with this portal's overrides of it, as its pages would show.
  const locale = accountMailLocale(input.locale);
  const t = await mailTranslator(locale, context.overrides(locale));
  return sendMail({
    ...composeAccountMail(context.sender, input, t),
    // Without SMTP: .data/mail/account/<kind>-<time>-<random>.eml
    file: {
      folder: 'account',
      name: `${input.kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
}

/** Work the answer must not wait for (or reveal by its duration); failures are logged. */
export function inBackground(task: () => Promise<unknown>) {
  void Promise.resolve()
    .then(task)
    .catch((error: unknown) => console.error('[account-mail]', (error as Error).message));
}
