import { getTranslations } from 'next-intl/server';
import { BadgeCheck } from '@/components/certificates/badge-check';
import { VerifyCodeForm } from '@/components/certificates/verify-code-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import '@/components/certificates/certificates.css';

export async function generateMetadata() {
  return {
    title: (await getTranslations('certificates'))('badgeCheck.title'),
    robots: { index: false, follow: false },
  };
}

/**
 * /verify (public, no sign-in): check a certificate by its code (on to /verify/{code}), or check
 * an Open Badges 3.0 credential of this portal or any other issuer (issue 41, item 4).
 */
export default async function VerifyIndexRoute() {
  await requireRoute('/verify');
  const t = await getTranslations('certificates');
  return (
    <ClientMessages namespaces={['certificates.verify', 'certificates.badgeCheck']}>
      <div className="verify-index">
        <h1>{t('badgeCheck.title')}</h1>
        <section className="verification kit-surface" aria-labelledby="verify-code-title">
          <h2 id="verify-code-title">{t('badgeCheck.codeHeading')}</h2>
          <VerifyCodeForm />
        </section>
        <BadgeCheck />
      </div>
    </ClientMessages>
  );
}
