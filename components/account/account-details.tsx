import { getTranslations } from 'next-intl/server';
import { CalendarFeedSettings } from '@/components/calendar/calendar-feed-settings';
import { MailingConsent } from '@/components/communication/mailing-consent';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { MeResult } from '@/lib/resources/me';
import { COACH_ROLES, hasRole } from '@/shared/access/roles';
import { AccountAvatar } from './account-avatar';
import { EmailForm, type PendingEmail } from './email-form';
import { ErasureRequestSection } from './erasure-request';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import './account-details.css';

/**
 * /account/details: who the signed-in user is, and what they change themselves (spec §2
 * account routes): picture, name, e-mail address (confirmed by mail), password,
 * language, the mailing list, the calendar feed, a download of their data and a request to
 * erase their account (issue 42, item 4).
 */
export async function AccountDetails({
  result,
  pendingEmail,
}: {
  result: MeResult;
  pendingEmail: PendingEmail | null;
}) {
  const t = await getTranslations('account');
  const account = result.me.account;
  if (!account) return null;
  return (
    <section className="page-card account-details" aria-labelledby="details-title">
      <h1 id="details-title">{t('detailsTitle')}</h1>
      <p className="lead">{t('self.lead', { portal: result.me.portal.name })}</p>
      <dl className="facts">
        <div>
          <dt>{t('entity')}</dt>
          <dd>{result.me.entity?.name ?? '—'}</dd>
        </div>
      </dl>
      <AccountAvatar accountId={account.id} />
      <NameForm accountId={account.id} fullName={account.fullName} />
      {result.actingAs ? (
        // Acting as this person (issue 43): what stays theirs is not even shown.
        <p className="details-acting-note">{t('actingNote', { name: account.fullName })}</p>
      ) : (
        <>
          <EmailForm accountId={account.id} email={account.email} pending={pendingEmail} />
          <PasswordForm accountId={account.id} />
        </>
      )}
      <div className="details-language">
        <LanguageSwitch />
      </div>
      <div className="details-language">
        <MailingConsent portalName={result.me.portal.name} />
      </div>
      {!result.actingAs && <CalendarFeedSettings coach={hasRole(result.me.roles, COACH_ROLES)} />}
      {!result.actingAs && (
        <PersonalData accountId={account.id} portalName={result.me.portal.name} />
      )}
    </section>
  );
}

/** "Your data": the download, and the request to be forgotten (issue 42, item 4). */
async function PersonalData({ accountId, portalName }: { accountId: string; portalName: string }) {
  const t = await getTranslations('account');
  return (
    <section className="details-personal-data" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('personalData.title')}</h2>
      <p>{t('personalData.lead')}</p>
      {/*
          A plain link: the answer is an attachment, so the browser saves the zip (under the
          name the API gives it) and stays here. No `download` attribute: Chromium then names
          the file after the address instead.
        */}
      <a className="button" href={`/api/v1/accounts/${accountId}/data_export`}>
        {t('personalData.download')}
      </a>
      <ErasureRequestSection accountId={accountId} portalName={portalName} />
    </section>
  );
}
