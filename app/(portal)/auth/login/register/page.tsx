import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { currentAgreementsQuery } from '@/lib/resources/agreements';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';
import { START_PATHS } from '@/shared/access/environment';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('registerTitle') };
}

export default async function RegisterPage() {
  const [result, t] = await Promise.all([loadPortalMe(), getTranslations('auth')]);
  if (result.authenticated) redirect(START_PATHS[startEnvironment(result)]);
  // The documents a new account accepts (issue 32), read on every visit: the form sends the
  // versions it showed.
  const agreements = await getQueryClient().fetchQuery(currentAgreementsQuery());
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('registerTitle')}</h1>
        <p className="lead">{t('registerLead', { portal: result.me.portal.name })}</p>
        <RegisterForm agreements={agreements.map(({ id, kind }) => ({ id, kind }))} />
      </section>
    </ClientMessages>
  );
}
