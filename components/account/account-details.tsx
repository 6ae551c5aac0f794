import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { MailingConsent } from '@/components/mailing/mailing-consent';
import { Avatar } from '@/components/shell/avatar';
import type { MeResult } from '@/lib/resources/me';

/** /account/details: who the signed-in user is (spec §2 account routes, issue 3 item 8). */
export async function AccountDetails({ result }: { result: MeResult }) {
  const t = await getTranslations('account');
  const account = result.me.account;
  if (!account) return null;
  return (
    <section className="page-card" aria-labelledby="details-title">
      <h1 id="details-title">{t('detailsTitle')}</h1>
      <div className="details-head">
        <Avatar name={account.fullName} url={account.avatarUrl} size={72} />
        <p className="muted">{account.avatarUrl ? t('avatar') : t('noAvatar')}</p>
        <Link className="button" href="/profile">
          {t('editProfile')}
        </Link>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('name')}</dt>
          <dd>{account.fullName}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>{t('entity')}</dt>
          <dd>{result.me.entity?.name ?? '—'}</dd>
        </div>
      </dl>
      <div className="details-language">
        <LanguageSwitch />
      </div>
      <div className="details-language">
        <MailingConsent portalName={result.me.portal.name} />
      </div>
    </section>
  );
}
