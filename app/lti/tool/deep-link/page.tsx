import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DeepLinkPicker, type PickableCourse } from '@/components/lti-tool/deep-link-picker';
import { ltiCall, refusedPath } from '@/lib/server/lti-tool';
import '@/components/lti-tool/lti-tool.css';
import '@/components/administration/administration.css';
import { launchLocale } from '@/shared/lti/tool-rules';

export async function generateMetadata() {
  return { title: (await getTranslations('ltiTool'))('deepLink.title') };
}

/** /lti/tool/deep-link?code=…: a deep-linking request's course picker, in the platform (issue 38). */
export default async function LtiDeepLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ code?: string; lang?: string }>;
}) {
  const [{ code = '', lang }, t] = await Promise.all([searchParams, getTranslations('ltiTool')]);
  const answer = await ltiCall('GET', `/deep_links/${encodeURIComponent(code)}/courses`);
  if (!answer.ok) redirect(refusedPath(answer.reason, launchLocale(lang)));
  const courses = (
    answer.list as {
      id: string;
      attributes: { title: string; summary: string; quizzes?: { id: string; title: string }[] };
    }[]
  ).map(
    (row): PickableCourse => ({
      id: row.id,
      title: row.attributes.title,
      summary: row.attributes.summary,
      quizzes: row.attributes.quizzes ?? [],
    }),
  );
  return (
    <ClientMessages namespaces={['ltiTool.deepLink']}>
      <main id="main" className="lti-page lti-page-wide">
        <h1>{t('deepLink.title')}</h1>
        <p>{t('deepLink.intro')}</p>
        <p>{t('deepLink.introQuiz')}</p>
        <DeepLinkPicker code={code} courses={courses} />
      </main>
    </ClientMessages>
  );
}
