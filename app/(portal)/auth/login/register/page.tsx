import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { safeReturnTo } from '@/lib/proxy/routing';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { START_PATHS } from '@/shared/access/environment';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('registerTitle') };
}

/**
 * Try it free. Issue 32: a guest who chose a course comes with it as returnTo (the public course
 * page's "Try it free"), and the new student lands on that course, where they enrol; the same
 * same-origin rule as sign-in's returnTo.
 */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ returnTo?: string }>;
}) {
  const [result, params, t] = await Promise.all([
    loadPortalMe(),
    searchParams,
    getTranslations('auth'),
  ]);
  const returnTo = safeReturnTo(params.returnTo);
  if (result.authenticated) redirect(returnTo ?? START_PATHS[startEnvironment(result)]);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('registerTitle')}</h1>
        <p className="lead">{t('registerLead', { portal: result.me.portal.name })}</p>
        <RegisterForm returnTo={returnTo} />
      </section>
    </ClientMessages>
  );
}
