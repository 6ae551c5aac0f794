import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import {
  NOTIFICATIONS_VIEW,
  NOTIFICATIONS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/notifications/notifications-view';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import { notificationsListQuery } from '@/lib/resources/notifications';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('notifications'))('title') };
}

/**
 * /notifications: the list's view (its page size) lives in the browser and is mirrored in its
 * cookie, so its first page is prefetched here and the list renders without a spinner.
 */
export default async function NotificationsRoute() {
  const { result } = await requireRoute('/notifications');
  const accountId = result.me.account?.id ?? '';
  return (
    <ClientMessages namespaces={['lists']}>
      <PrefetchedList
        list={{
          view: NOTIFICATIONS_VIEW,
          defaults: NOTIFICATIONS_VIEW_DEFAULTS,
          sizePreference: PAGE_SIZE_PREFERENCE,
          query: notificationsListQuery(accountId),
        }}
        screen={(initial) => <NotificationsPage initial={initial} />}
      />
    </ClientMessages>
  );
}
