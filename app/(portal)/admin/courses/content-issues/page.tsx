import { getTranslations } from 'next-intl/server';
import { ContentIssuesPage } from '@/components/content-issues/content-issues-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { INITIAL_ISSUE_PARAMS } from '@/lib/content-issues/params';
import { contentIssuesQuery } from '@/lib/resources/content-issues';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('contentIssues'))('title') };
}

/** /admin/courses/content-issues: course rights (§6: authors and admins). */
export default async function ContentIssuesRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/courses/content-issues'),
    getTranslations('contentIssues'),
  ]);
  await getQueryClient().prefetchQuery(contentIssuesQuery(INITIAL_ISSUE_PARAMS));
  return (
    <Hydrate>
      <ClientMessages namespaces={['contentIssues', 'lists']}>
        <section className="issues-page" aria-labelledby="issues-title">
          <h1 id="issues-title">{t('title')}</h1>
          <p>{t('intro')}</p>
          <ContentIssuesPage />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
