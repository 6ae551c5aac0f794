import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoggedOutToast } from '@/components/auth/logged-out-toast';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SsoButtons } from '@/components/auth/sso-buttons';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SIGN_IN_EMAIL_COOKIE } from '@/lib/server/auth';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { signInProviders } from '@/lib/server/sso';
import { START_PATHS } from '@/shared/access/environment';
import { signInRefusal } from '@/shared/auth/sign-in-refusal';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { ssoStartPath } from '@/shared/sso/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('signInTitle'), robots: { index: false } };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ returnTo?: string; loggedOut?: string; error?: string }>;
}) {
  const [result, params, t, jar, providers] = await Promise.all([
    loadPortalMe(),
    searchParams,
    getTranslations('auth'),
    cookies(),
    signInProviders(),
  ]);
  const returnTo = safePortalPath(params.returnTo);
  if (result.authenticated) redirect(returnTo ?? START_PATHS[startEnvironment(result)]);
  return (
    <ClientMessages namespaces={['auth']}>
      {/* The messages are awaited outside the boundary: inside it nothing may suspend, or a
          browser without scripts would get the form as streamed content it never shows. The
          boundary of its own lets React hydrate the form after the shell in slices that yield
          to the browser (a phone's total blocking time). Never around the page's own redirect
          or notFound: inside a boundary they would no longer be HTTP statuses. */}
      <Suspense>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{t('signInTitle')}</h1>
          <p className="lead">{t('signInLead', { portal: result.me.portal.name })}</p>
          {/* Back from a sign-in the browser sent itself (signInFromForm): why, and the address. */}
          <SignInForm
            returnTo={returnTo}
            refusal={params.error ? signInRefusal(params.error) : null}
            email={params.error ? (jar.get(SIGN_IN_EMAIL_COOKIE)?.value ?? '') : ''}
            ssoDomains={providers
              .filter((provider) => provider.emailDomains.length > 0)
              .map((provider) => ({
                name: provider.name,
                emailDomains: provider.emailDomains,
                href: ssoStartPath(provider.id, returnTo, provider.kind),
              }))}
          />
          <SsoButtons
            providers={providers}
            returnTo={returnTo}
            t={(key, values) => t(`sso.${key}`, values)}
          />
          <LoggedOutToast show={params.loggedOut === 'true'} />
        </section>
      </Suspense>
    </ClientMessages>
  );
}
