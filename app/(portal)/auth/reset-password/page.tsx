import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { linkToken, resetLinkUsable } from '@/lib/server/account-links';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  // The token is in this page's address: it must not leave in a Referer header.
  return { title: t('reset.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The "forgot password" link's page: a new password, once, within 60 minutes. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [params, t] = await Promise.all([searchParams, getTranslations('auth')]);
  const token = linkToken(params.token);
  const usable = await resetLinkUsable(token);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('reset.title')}</h1>
        {usable && token ? (
          <>
            <p className="lead">{t('reset.lead')}</p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <>
            <p className="lead">{t('reset.invalid')}</p>
            <p>
              <Link className="button button-primary" href="/auth/forgot-password">
                {t('reset.newLink')}
              </Link>
            </p>
          </>
        )}
      </section>
    </ClientMessages>
  );
}
