'use client';

import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useMe } from '@/components/shell/use-me';
import {
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationPage,
  notificationKeys,
} from '@/lib/resources/notifications';
import { markAllReadInPage, markReadInPage } from '@/lib/resources/notifications-cache';

/**
 * Marking one or all notifications read: at once in every cached list (bell, dropdown, full
 * page), rolled back with an error toast when the API refuses, then refetched.
 */
export function useNotificationActions() {
  const t = useTranslations('notifications');
  const accountId = useMe().me.account?.id ?? '';
  const common = { queryKey: notificationKeys.all(accountId), errorTitle: t('updateFailed') };

  const markRead = useOptimisticMutation<{ id: string; readAt: string }, unknown, NotificationPage>(
    {
      ...common,
      mutationFn: ({ id, readAt }) => markNotificationRead(accountId, id, readAt),
      optimistic: (page, { id, readAt }) => markReadInPage(page, id, readAt),
    },
  );

  const markAllRead = useOptimisticMutation<string, unknown, NotificationPage>({
    ...common,
    mutationFn: () => markAllNotificationsRead(accountId),
    optimistic: (page, readAt) => markAllReadInPage(page, readAt),
  });

  return {
    markRead: (id: string) => markRead.mutate({ id, readAt: new Date().toISOString() }),
    markAllRead: () => markAllRead.mutate(new Date().toISOString()),
    markingAll: markAllRead.isPending,
  };
}
