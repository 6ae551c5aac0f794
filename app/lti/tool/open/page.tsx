import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LtiOpen } from '@/components/lti-tool/lti-open';
import '@/components/lti-tool/lti-tool.css';
import { launchLocale, withLaunchLocale } from '@/shared/lti/tool-rules';

export async function generateMetadata() {
  return { title: (await getTranslations('ltiTool'))('open.title') };
}

/** /lti/tool/open?code=…: a valid launch's page, in the platform's iframe or window (issue 38). */
export default async function LtiOpenPage({
  searchParams,
}: {
  searchParams: Promise<{ code?: string; lang?: string }>;
}) {
  const [{ code = '', lang }, t] = await Promise.all([searchParams, getTranslations('ltiTool')]);
  return (
    <ClientMessages namespaces={['ltiTool.open']}>
      <main id="main" className="lti-page">
        <h1>{t('open.title')}</h1>
        <p>{t('open.intro')}</p>
        <LtiOpen
          href={withLaunchLocale(
            `/lti/tool/session?code=${encodeURIComponent(code)}`,
            launchLocale(lang),
          )}
        />
      </main>
    </ClientMessages>
  );
}
