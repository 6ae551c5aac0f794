import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { DEFAULT_PAGE_SIZE } from '@/lib/lists/pagination';
import { notificationsQuery } from '@/lib/resources/notifications';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('notifications'))('title') };
}

/** /notifications: the first page is fetched here, so the list renders without a spinner. */
export default async function NotificationsRoute() {
  const { result } = await requireRoute('/notifications');
  const accountId = result.me.account?.id ?? '';
  await getQueryClient().prefetchQuery(
    notificationsQuery(accountId, { status: 'all', page: 1, size: DEFAULT_PAGE_SIZE }),
  );
  return (
    <Hydrate>
      <ClientMessages namespaces={['lists']}>
        <NotificationsPage />
      </ClientMessages>
    </Hydrate>
  );
}
