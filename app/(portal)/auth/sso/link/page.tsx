import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SsoLinkForm } from '@/components/auth/sso-link-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { pendingLink } from '@/lib/server/sso';
import { START_PATHS } from '@/shared/access/environment';
import { signInRefusal } from '@/shared/auth/sign-in-refusal';
import { safePortalPath } from '@/shared/navigation/safe-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('sso.link.title'), robots: { index: false } };
}

/**
 * /auth/sso/link (issue 39): the identity provider vouched for an e-mail address that already
 * has an account here; its password, once, links the two. The pending link lives in an
 * httpOnly cookie the BFF set (lib/server/sso.ts), never in the address.
 */
export default async function SsoLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ returnTo?: string; error?: string }>;
}) {
  const [result, params, t, link] = await Promise.all([
    loadPortalMe(),
    searchParams,
    getTranslations('auth'),
    pendingLink(),
  ]);
  const returnTo = safePortalPath(params.returnTo);
  if (result.authenticated) redirect(returnTo ?? START_PATHS[startEnvironment(result)]);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('sso.link.title')}</h1>
        {link ? (
          <>
            <p className="lead">
              {t('sso.link.lead', { email: link.email, portal: result.me.portal.name })}
            </p>
            <SsoLinkForm
              email={link.email}
              returnTo={returnTo}
              error={params.error ? t(`errors.${signInRefusal(params.error)}`) : null}
            />
          </>
        ) : (
          <>
            <p className="lead">{t('sso.link.missing')}</p>
            <p className="form-footer">
              <Link href="/auth">{t('sso.refused.back')}</Link>
            </p>
          </>
        )}
      </section>
    </ClientMessages>
  );
}
