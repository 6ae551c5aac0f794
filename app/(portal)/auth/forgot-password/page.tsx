import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { loadPortalMe } from '@/lib/server/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('forgot.title'), robots: { index: false } };
}

/** "Forgot password": a single-use link, valid 60 minutes, mailed to the address. */
export default async function ForgotPasswordPage() {
  const [result, t] = await Promise.all([loadPortalMe(), getTranslations('auth')]);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('forgot.title')}</h1>
        <p className="lead">{t('forgot.lead', { portal: result.me.portal.name })}</p>
        <ForgotPasswordForm />
      </section>
    </ClientMessages>
  );
}
