import { getTranslations } from 'next-intl/server';
import { isLtiRefusal } from '@/shared/lti/tool-rules';
import '@/components/lti-tool/lti-tool.css';

export async function generateMetadata() {
  return { title: (await getTranslations('ltiTool'))('refused.title') };
}

/** /lti/tool/refused?reason=…: an LTI launch refused, and why, in the visitor's language (issue 38). */
export default async function LtiRefusedPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  const [{ reason }, t] = await Promise.all([searchParams, getTranslations('ltiTool')]);
  const known = isLtiRefusal(reason) ? reason : 'UNKNOWN';
  return (
    <main id="main" className="lti-page">
      <h1>{t('refused.title')}</h1>
      <p>{t('refused.intro')}</p>
      <p className="lti-reason" data-reason={known}>
        <strong>{t('refused.reasonLabel')}</strong> {t(`refused.reasons.${known}`)}
      </p>
      <p>{t('refused.help')}</p>
    </main>
  );
}
