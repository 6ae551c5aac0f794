import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { currentAgreementsQuery } from '@/lib/resources/agreements';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';
import { START_PATHS } from '@/shared/access/environment';
import { safePortalPath } from '@/shared/navigation/safe-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('registerTitle') };
}

/**
 * Try it free. A guest who chose a course comes with it as returnTo (the public course
 * page's "Try it free"), and the new student lands on that course, where they enrol; the same
 * same-origin rule as sign-in's returnTo.
 */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ returnTo?: string }>;
}) {
  // The documents a new account accepts are read on every visit, beside Me: the form
  // sends the versions it showed.
  const [result, params, t, agreements] = await Promise.all([
    loadPortalMe(),
    searchParams,
    getTranslations('auth'),
    getQueryClient().fetchQuery(currentAgreementsQuery()),
  ]);
  const returnTo = safePortalPath(params.returnTo);
  if (result.authenticated) redirect(returnTo ?? START_PATHS[startEnvironment(result)]);
  return (
    <ClientMessages
      namespaces={[
        'auth.agreements',
        'auth.createAccount',
        'auth.creating',
        'auth.email',
        'auth.errors',
        'auth.fullName',
        'auth.haveAccount',
        'auth.password',
        'auth.passwordHint',
      ]}
    >
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('registerTitle')}</h1>
        <p className="lead">{t('registerLead', { portal: result.me.portal.name })}</p>
        <RegisterForm
          agreements={agreements.map(({ id, kind }) => ({ id, kind }))}
          returnTo={returnTo}
        />
      </section>
    </ClientMessages>
  );
}
