'use client';

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useMe } from '@/components/shell/use-me';
import {
  markAllReadInPage,
  markReadInPage,
  type NotificationPage,
} from '@/lib/notifications/cache';
import { markAllNotificationsRead, markNotificationRead, notificationKeys } from './queries';

type Snapshot = [readonly unknown[], NotificationPage | undefined][];

/** Applies an update to every cached notifications page (bell, dropdown, full page) at once. */
async function updateAll(
  queryClient: QueryClient,
  accountId: string,
  update: (page: NotificationPage) => NotificationPage,
): Promise<Snapshot> {
  const key = notificationKeys.all(accountId);
  await queryClient.cancelQueries({ queryKey: key });
  const snapshot = queryClient.getQueriesData<NotificationPage>({ queryKey: key });
  queryClient.setQueriesData<NotificationPage>({ queryKey: key }, (page) =>
    page ? update(page) : page,
  );
  return snapshot;
}

/**
 * Marking one or all notifications read: optimistic everywhere, rolled back with an error toast
 * when the API refuses (issue 4 item 5), and refetched afterwards.
 */
export function useNotificationActions() {
  const t = useTranslations('notifications');
  const queryClient = useQueryClient();
  const accountId = useMe().me.account?.id ?? '';
  const key = notificationKeys.all(accountId);
  const rollback = (_error: unknown, _variables: unknown, snapshot?: Snapshot) => {
    for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
    toast.error(t('updateFailed'));
  };
  const refetch = () => queryClient.invalidateQueries({ queryKey: key });

  const markRead = useMutation({
    mutationFn: ({ id, readAt }: { id: string; readAt: string }) =>
      markNotificationRead(accountId, id, readAt),
    onMutate: ({ id, readAt }) =>
      updateAll(queryClient, accountId, (page) => markReadInPage(page, id, readAt)),
    onError: rollback,
    onSettled: refetch,
  });

  const markAllRead = useMutation({
    mutationFn: () => markAllNotificationsRead(accountId),
    onMutate: () =>
      updateAll(queryClient, accountId, (page) =>
        markAllReadInPage(page, new Date().toISOString()),
      ),
    onError: rollback,
    onSettled: refetch,
  });

  return {
    markRead: (id: string) => markRead.mutate({ id, readAt: new Date().toISOString() }),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
  };
}
