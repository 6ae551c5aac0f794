import { getTranslations } from 'next-intl/server';
import { AccountCertificates } from '@/components/certificates/account-certificates';
import { accountCertificatesQuery } from '@/lib/resources/certificates';
import { requireRoute } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('certificates'))('account.title') };
}

/** /account/certificates: the signed-in account's certificates, each to view and print. */
export default async function AccountCertificatesRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/account/certificates'),
    getTranslations('certificates'),
  ]);
  const accountId = result.me.account?.id;
  const certificates = accountId
    ? await getQueryClient().fetchQuery(accountCertificatesQuery(accountId))
    : [];

  return (
    <section className="page-card account-certificates-page" aria-labelledby="certificates-title">
      <h1 id="certificates-title">{t('account.title')}</h1>
      <p className="lead">{t('account.intro')}</p>
      <AccountCertificates certificates={certificates} />
    </section>
  );
}
