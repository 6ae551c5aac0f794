import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { type FetchContext, fetchList, type ListPage } from '@/lib/api/transport';
import type { notifications } from '@/shared/communication/contract';
import type { Read } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

/** A notification as the app reads it. */
export type AppNotification = Read<typeof notifications>;

/** One page of a notifications list, with the unread count the API sends on every list. */
export interface NotificationPage {
  items: AppNotification[];
  total: number;
  lastPage: number;
  unreadCount: number;
  /** 'unread' for the dropdown's list, which drops an item once it is read. */
  status: 'unread' | 'all';
}

/** A page of the notifications screen: a list page (the list-screen kit's) with the unread count. */
export type NotificationListPage = ListPage<AppNotification> & NotificationPage;

/** Spec §9: the bell polls every 300,000 ms (5 min) and its dropdown shows 5 unread. */
export const NOTIFICATIONS_POLL_MS = 300_000;
export const DROPDOWN_SIZE = 5;

export interface NotificationsParams {
  status: 'unread' | 'all';
  page: number;
  size: number;
}

const base = (accountId: string) => `${accountPath(accountId)}/notifications`;

export const notificationKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'notifications'] as const,
  list: (accountId: string, params: NotificationsParams) =>
    [...notificationKeys.all(accountId), params.status, params.page, params.size] as const,
  /** A page of the notifications screen, by its view's query string (page[number], page[size]). */
  screen: (accountId: string, queryString: string) =>
    [...notificationKeys.all(accountId), 'screen', queryString] as const,
};

export function notificationsPath(accountId: string, params: NotificationsParams): string {
  const filter = params.status === 'unread' ? '&filter[status]=unread' : '';
  return `${base(accountId)}?page[number]=${params.page}&page[size]=${params.size}${filter}`;
}

/** A page of the account's notifications, with the unread count its meta carries. */
async function fetchNotifications(
  context: FetchContext,
  path: string,
): Promise<ListPage<AppNotification> & { unreadCount: number }> {
  const page = await fetchList<AppNotification>(context, path);
  return { ...page, unreadCount: Number(page.meta.unreadCount ?? 0) };
}

/** A page of the account's notifications (the bell's unread ones). */
export const notificationsQuery = (accountId: string, params: NotificationsParams) =>
  queryOptions({
    queryKey: notificationKeys.list(accountId, params),
    queryFn: async (context): Promise<NotificationPage> => {
      const page = await fetchNotifications(context, notificationsPath(accountId, params));
      return {
        items: page.items,
        total: page.total,
        lastPage: page.lastPage,
        unreadCount: page.unreadCount,
        status: params.status,
      };
    },
  });

/**
 * The notifications screen's query for its view's query string (the list-screen kit's): every
 * notification, newest first as the API sends them; the previous page stays on screen while the
 * next loads, so paging does not flash.
 */
export const notificationsListQuery = (accountId: string) => (queryString: string) =>
  queryOptions({
    queryKey: notificationKeys.screen(accountId, queryString),
    queryFn: async (context): Promise<NotificationListPage> => ({
      ...(await fetchNotifications(context, `${base(accountId)}?${queryString}`)),
      status: 'all',
    }),
    placeholderData: keepPreviousData,
  });

/** Spec §7: marking read sends read_at. */
export function markNotificationRead(accountId: string, id: string, readAt: string) {
  return apiFetch(`${base(accountId)}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { data: { type: 'notifications', id, attributes: { read_at: readAt } } },
  });
}

/** Spec §7: mark all as read is an update with method patch and operation mark_all_as_read. */
export function markAllNotificationsRead(accountId: string) {
  return apiFetch(base(accountId), { method: 'PATCH', body: { operation: 'mark_all_as_read' } });
}
