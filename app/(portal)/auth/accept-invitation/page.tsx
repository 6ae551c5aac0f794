import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AcceptInvitationForm } from '@/components/auth/accept-invitation-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { invitationLink, linkToken } from '@/lib/server/account-links';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  // The token is in this page's address: it must not leave in a Referer header.
  return { title: t('invitation.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * An invitation's mailed link (issue 43, item 2): the person confirms their name and sets their
 * first password, once, within 14 days, and is signed in. (Issue 39 adds a button per sign-in
 * provider here, as another way to accept.)
 */
export default async function AcceptInvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const [params, t] = await Promise.all([searchParams, getTranslations('auth')]);
  const token = linkToken(params.token);
  const invitation = await invitationLink(token);
  return (
    <ClientMessages namespaces={['auth']}>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{t('invitation.title')}</h1>
        {invitation && token ? (
          <>
            <p className="lead">
              {t('invitation.lead', { portal: invitation.portalName, email: invitation.email })}
            </p>
            <AcceptInvitationForm token={token} fullName={invitation.fullName} />
          </>
        ) : (
          <p className="lead">{t('invitation.invalid')}</p>
        )}
      </section>
    </ClientMessages>
  );
}
