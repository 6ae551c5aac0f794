import type { NotificationPage } from './notifications';

/**
 * Marks one notification read in a cached page (optimistic update, spec §4):
 * the unread count drops only if it was unread, and the unread-only list loses the item.
 */
export function markReadInPage(
  page: NotificationPage,
  id: string,
  readAt: string,
): NotificationPage {
  const target = page.items.find((item) => item.id === id);
  const wasUnread = target ? target.status === 'unread' : true;
  const unreadCount = wasUnread ? Math.max(0, page.unreadCount - 1) : page.unreadCount;
  if (page.status === 'unread') {
    const items = page.items.filter((item) => item.id !== id);
    return {
      ...page,
      items,
      total: target ? Math.max(0, page.total - 1) : page.total,
      unreadCount,
    };
  }
  const items = page.items.map((item) =>
    item.id === id ? { ...item, status: 'read' as const, readAt } : item,
  );
  return { ...page, items, unreadCount };
}

/** "Mark all as read" in a cached page: nothing unread remains anywhere. */
export function markAllReadInPage(page: NotificationPage, readAt: string): NotificationPage {
  if (page.status === 'unread')
    return { ...page, items: [], total: 0, lastPage: 1, unreadCount: 0 };
  const items = page.items.map((item) =>
    item.status === 'unread' ? { ...item, status: 'read' as const, readAt } : item,
  );
  return { ...page, items, unreadCount: 0 };
}
