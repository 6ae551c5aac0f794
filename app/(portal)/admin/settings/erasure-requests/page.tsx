import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ErasureRequestsPage } from '@/components/privacy/erasure-requests-page';
import {
  ERASURE_REQUESTS_VIEW,
  ERASURE_REQUESTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/privacy/erasure-requests-view';
import { IntroPageShell } from '@/components/shell/page-shell';
import { accountsListPath } from '@/lib/access/account-paths';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { erasureRequestsQuery } from '@/lib/resources/erasure-requests';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('privacy'))('requests.title') };
}

/**
 * /admin/settings/erasure-requests (issue 42, item 4): RULES.dataRights. The list's view (status,
 * page size) is mirrored in the address and its cookie, so its first page is prefetched here.
 */
export default async function ErasureRequestsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, address] = await Promise.all([
    requireRoute('/admin/settings/erasure-requests'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['privacy', 'lists']}>
      <IntroPageShell
        texts="privacy.requests"
        className="erasure-requests-page"
        titleId="erasure-requests-title"
      >
        <PrefetchedList
          list={{
            view: ERASURE_REQUESTS_VIEW,
            defaults: ERASURE_REQUESTS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: erasureRequestsQuery,
            address,
          }}
          screen={(initial) => (
            <ErasureRequestsPage
              initial={initial}
              accountsHref={accountsListPath(result.features)}
            />
          )}
        />
      </IntroPageShell>
    </ClientMessages>
  );
}
