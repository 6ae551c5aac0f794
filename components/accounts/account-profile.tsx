import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/shell/avatar';
import { EmailAddress } from '@/components/ui/email-address';
import { Fact } from '@/components/ui/facts';
import { Link } from '@/components/ui/link';
import { roleList } from '@/lib/access/role-names';
import type { ListPage } from '@/lib/api/transport';
import { formatDateTime, formatRelativeDate } from '@/lib/dates/format-date';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Account } from '@/lib/resources/accounts';
import type { Enrollment } from '@/lib/resources/enrollments';
import type { ErasureRequest } from '@/lib/resources/erasure-requests';
import { subscriptionState } from '@/shared/access/subscription';
import { AccountEnrollments } from './account-enrollments';
import { AccountErasure } from './account-erasure';
import { OnlineDot } from './online-dot';
import { PinButton } from './pin-button';

const TIME_ZONE = 'Europe/Amsterdam';

/** What the personal data part of the page shows besides the download (RULES.dataRights). */
export interface AccountErasureData {
  /** The account's open erasure request, or null. */
  request: ErasureRequest | null;
  /** Whether the viewer may erase it: not their own account. */
  canErase: boolean;
}

/**
 * /admin/accounts/{id}: who the account is, its entity, roles, subscription, when it was last
 * online, and its enrolments (loaded by the page alongside the account). An erased account
 * (issue 42, item 4) says when instead of offering its data.
 */
export async function AccountProfile({
  account,
  enrollments,
  listHref,
  roles,
  personalData = false,
  erasure = { request: null, canErase: false },
  actAs,
}: {
  account: Account;
  enrollments: ListPage<Enrollment>;
  /** The list this page lives beneath (lib/access/account-paths.ts). */
  listHref: string;
  /** The roles editor, for admins; others read the roles in the facts. */
  roles?: React.ReactNode;
  /** Whether the viewer may download and erase the account's data (RULES.dataRights, issue 42). */
  personalData?: boolean;
  erasure?: AccountErasureData;
  /** "Act as {name}" for support and admins (issue 43, item 3), when the account may be. */
  actAs?: React.ReactNode;
}) {
  const [t, common, privacy, format] = await Promise.all([
    getTranslations('accounts'),
    getTranslations('common'),
    getTranslations('privacy'),
    getFormatter(),
  ]);
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'en';
  const now = new Date();
  const dates = { timeZone: TIME_ZONE };

  return (
    <section className="page-card account-profile" aria-labelledby="account-title">
      <div className="details-head">
        <span className="accounts-person">
          <Avatar name={account.fullName} url={account.avatarUrl} size={72} />
          <OnlineDot lastOnline={account.lastOnline} now={now} />
        </span>
        <h1 id="account-title">{account.fullName}</h1>
        <PinButton account={account} withText />
      </div>
      <dl className="facts">
        <Fact label={t('columns.email')}>
          <EmailAddress email={account.email} />
        </Fact>
        <Fact label={t('columns.entity')}>{account.entity?.name ?? '—'}</Fact>
        <Fact label={t('columns.roles')}>{roleList(account.roles, common)}</Fact>
        <Fact label={t('detail.subscription')}>
          <span data-testid="account-subscription">{subscriptionText(account, t, locale)}</span>
        </Fact>
        <Fact label={t('columns.lastOnline')}>
          <span className="accounts-last-online">
            <OnlineDot lastOnline={account.lastOnline} now={now} />
            {account.lastOnline
              ? formatRelativeDate(account.lastOnline, now, locale, dates)
              : t('never')}
          </span>
        </Fact>
        <Fact label={t('detail.createdAt')}>
          {formatDateTime(account.createdAt, locale, dates) || '—'}
        </Fact>
        {account.deactivatedAt && (
          <Fact label={t('detail.deactivatedAt')}>
            <span data-testid="account-deactivated">
              {formatDateTime(account.deactivatedAt, locale, dates)}
            </span>
          </Fact>
        )}
      </dl>
      {roles}
      {actAs}
      {personalData && !account.erasedAt && (
        <section className="account-personal-data" aria-labelledby="account-personal-data-title">
          <h2 id="account-personal-data-title">{t('personalData.title')}</h2>
          <DataExportForm accountId={account.id} t={t} />
        </section>
      )}
      {personalData ? (
        <AccountErasure
          account={{
            id: account.id,
            fullName: account.fullName,
            email: account.email,
            erasedAt: account.erasedAt ?? null,
          }}
          request={erasure.request}
          canErase={erasure.canErase}
        />
      ) : account.erasedAt ? (
        <p className="account-erased">
          {privacy('account.erased', {
            date: format.dateTime(new Date(account.erasedAt), { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      <AccountEnrollments list={enrollments} locale={locale} timeZone={TIME_ZONE} />
      <p className="account-profile-back">
        <Link href={listHref}>{t('detail.backToList')}</Link>
      </p>
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** "Download their data", with the reason the audit log keeps. */
function DataExportForm({ accountId, t }: { accountId: string; t: Translate }) {
  return (
    <>
      <p>{t('personalData.lead')}</p>
      {/* A plain GET form: the browser saves the zip and stays here; no script needed. */}
      <form method="get" action={`/api/v1/accounts/${accountId}/data_export`}>
        <div className="field">
          <label htmlFor="account-personal-data-reason">{t('personalData.reason')}</label>
          <input
            id="account-personal-data-reason"
            name="reason"
            required
            minLength={3}
            maxLength={200}
            aria-describedby="account-personal-data-hint"
          />
          <p id="account-personal-data-hint" className="field-hint">
            {t('personalData.reasonHint')}
          </p>
        </div>
        <button type="submit" className="button">
          {t('personalData.download')}
        </button>
      </form>
    </>
  );
}

/**
 * Spec §4 subscription state. The API does not tell another account's business models, so
 * whether one is required is unknown: no subscription reads as "none", and an existing one is
 * judged as if required (so an ended one reads "inactive", not "not required").
 */
function subscriptionText(account: Account, t: Translate, locale: Locale): string {
  if (!account.subscription) return t('subscription.none');
  const state = subscriptionState(account.subscription, ['subscription']);
  if (state.kind === 'trial' || state.kind === 'activeUntil') {
    return t(`subscription.${state.kind}`, {
      date: formatDateTime(state.endsAt, locale, { timeZone: TIME_ZONE }),
    });
  }
  return t(`subscription.${state.kind}`);
}
