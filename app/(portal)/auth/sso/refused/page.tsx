import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { loadPortalMe } from '@/lib/server/guard';
import { safePortalPath } from '@/shared/navigation/safe-path';
import { isSsoRefusal } from '@/shared/sso/providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('sso.refused.title'), robots: { index: false } };
}

/**
 * /auth/sso/refused (issue 39): why a sign-in through an identity provider was refused. Only a
 * known reason code is read from the address, each with its own text; nothing was made.
 */
export default async function SsoRefusedPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string; returnTo?: string }>;
}) {
  const [, params, t] = await Promise.all([loadPortalMe(), searchParams, getTranslations('auth')]);
  const reason = isSsoRefusal(params.reason) ? params.reason : 'provider_error';
  const returnTo = safePortalPath(params.returnTo);
  const back = returnTo ? `/auth?${new URLSearchParams({ returnTo })}` : '/auth';
  return (
    <section className="auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('sso.refused.title')}</h1>
      <p className="lead" role="alert">
        {t(`sso.refused.reasons.${reason}`)}
      </p>
      <p>{t('sso.refused.lead')}</p>
      <p className="form-footer">
        <Link href={back}>{t('sso.refused.back')}</Link>
      </p>
    </section>
  );
}
