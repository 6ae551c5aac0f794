import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api/client';
import type { AppNotification, NotificationPage } from '@/lib/notifications/cache';

/** Spec §9: the bell polls every 300,000 ms (5 min) and its dropdown shows 5 unread. */
export const NOTIFICATIONS_POLL_MS = 300_000;
export const DROPDOWN_SIZE = 5;

export interface NotificationsParams {
  status: 'unread' | 'all';
  page: number;
  size: number;
}

const base = (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}/notifications`;

export const notificationKeys = {
  all: (accountId: string) => ['accounts', accountId, 'notifications'] as const,
  list: (accountId: string, params: NotificationsParams) =>
    [...notificationKeys.all(accountId), params.status, params.page, params.size] as const,
};

/** The list path for a page (shared with the server's prefetch, so both use one query). */
export function notificationsPath(accountId: string, params: NotificationsParams): string {
  const filter = params.status === 'unread' ? '&filter[status]=unread' : '';
  return `${base(accountId)}?page[number]=${params.page}&page[size]=${params.size}${filter}`;
}

export function toNotificationPage(
  data: AppNotification[],
  meta: Record<string, unknown>,
  status: NotificationsParams['status'],
): NotificationPage {
  return {
    items: data,
    total: Number(meta.total ?? data.length),
    lastPage: Number(meta.lastPage ?? 1),
    unreadCount: Number(meta.unreadCount ?? 0),
    status,
  };
}

export const notificationsQueryOptions = (accountId: string, params: NotificationsParams) =>
  queryOptions({
    queryKey: notificationKeys.list(accountId, params),
    queryFn: async ({ signal }) => {
      const { data, meta } = await apiGet<AppNotification[]>(
        notificationsPath(accountId, params),
        signal,
      );
      return toNotificationPage(data, meta, params.status);
    },
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
