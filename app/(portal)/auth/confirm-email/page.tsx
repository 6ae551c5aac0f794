import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { linkToken } from '@/lib/server/account-links';
import { loadPortalMe } from '@/lib/server/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('confirmEmail.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link mailed to a new e-mail address: one button confirms it. */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [result, params, t] = await Promise.all([
    loadPortalMe(),
    searchParams,
    getTranslations('auth'),
  ]);
  const token = linkToken(params.token);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('confirmEmail.title')}</h1>
        {token ? (
          <>
            <p className="lead">{t('confirmEmail.lead', { portal: result.me.portal.name })}</p>
            <ConfirmEmailForm token={token} signedIn={result.authenticated} />
          </>
        ) : (
          <p className="lead">{t('confirmEmail.invalid')}</p>
        )}
      </section>
    </ClientMessages>
  );
}
