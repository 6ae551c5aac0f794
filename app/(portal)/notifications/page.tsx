import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import {
  notificationKeys,
  notificationsPath,
  toNotificationPage,
} from '@/components/notifications/queries';
import { deserialize } from '@/lib/api/jsonapi';
import { makeQueryClient } from '@/lib/api/query-client';
import { DEFAULT_PAGE_SIZE } from '@/lib/lists/pagination';
import type { AppNotification } from '@/lib/notifications/cache';
import { academyRequest } from '@/lib/server/academy';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('notifications'))('title') };
}

/** /notifications: the first page is fetched here, so the list renders without a spinner. */
export default async function NotificationsRoute() {
  const { result } = await requireRoute('/notifications');
  const accountId = result.me.account?.id ?? '';
  const params = { status: 'all' as const, page: 1, size: DEFAULT_PAGE_SIZE };
  const queryClient = makeQueryClient();
  const document = await academyRequest(notificationsPath(accountId, params));
  const { data, meta } = await deserialize<AppNotification[]>(document);
  queryClient.setQueryData(
    notificationKeys.list(accountId, params),
    toNotificationPage(data, meta, 'all'),
  );
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <NotificationsPage />
    </HydrationBoundary>
  );
}
