import { getTranslations } from 'next-intl/server';
import { AgreementAcceptance } from '@/components/administration/agreement-acceptance';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RichText } from '@/components/rich-text/rich-text';
import { pendingAgreementsQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';
import { safePortalPath } from '@/shared/navigation/safe-path';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('accept.title') };
}

/**
 * /agreements: a new major version of the portal's terms or privacy statement, to be
 * accepted before anything else (every other page sends here while one is pending). Declining
 * signs out.
 */
export default async function AgreementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, t, params] = await Promise.all([
    requireRoute('/agreements'),
    getTranslations('administration'),
    searchParams,
  ]);
  const pending = await getQueryClient().fetchQuery(pendingAgreementsQuery());
  // `/\n/evil.example` passed a prefix check; the browser strips the line break.
  const next = safePortalPath(params.next, '/');
  return (
    <ClientMessages namespaces={['administration.accept']}>
      <div className="admin-page agreements-accept">
        <h1>{t('accept.title')}</h1>
        {pending.length === 0 ? (
          <p className="lead">{t('accept.none')}</p>
        ) : (
          <p className="lead">{t('accept.intro')}</p>
        )}
        {pending.map((version) => (
          <article key={version.id} className="admin-card" aria-labelledby={`doc-${version.id}`}>
            <h2 id={`doc-${version.id}`}>
              {version.text?.title ?? t(`agreements.kinds.${version.kind}`)}{' '}
              <span className="muted">{t('agreements.version', { version: version.version })}</span>
            </h2>
            <div className="agreement-text">
              <RichText html={version.text?.bodyHtml ?? ''} />
            </div>
          </article>
        ))}
        <AgreementAcceptance ids={pending.map((version) => version.id)} next={next} />
      </div>
    </ClientMessages>
  );
}
