import { getTranslations } from 'next-intl/server';
import { ContentIssuesPage } from '@/components/content-issues/content-issues-page';
import {
  CONTENT_ISSUES_VIEW,
  CONTENT_ISSUES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/content-issues/content-issues-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { contentIssuesQuery } from '@/lib/resources/content-issues';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('contentIssues'))('title') };
}

/**
 * /admin/courses/content-issues: course rights (§6: authors and admins). The list's view lives
 * in the browser and is mirrored in its address and cookie, so its first page is prefetched here.
 */
export default async function ContentIssuesRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, t, address] = await Promise.all([
    requireRoute('/admin/courses/content-issues'),
    getTranslations('contentIssues'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['contentIssues', 'lists']}>
      <section className="issues-page" aria-labelledby="issues-title">
        <h1 id="issues-title">{t('title')}</h1>
        <p>{t('intro')}</p>
        <PrefetchedList
          list={{
            view: CONTENT_ISSUES_VIEW,
            defaults: CONTENT_ISSUES_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: contentIssuesQuery,
            address,
          }}
          screen={(initial) => <ContentIssuesPage initial={initial} />}
        />
      </section>
    </ClientMessages>
  );
}
