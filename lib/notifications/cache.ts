/** A notification as the app reads it (spec §3). */
export interface AppNotification {
  id: string;
  message: string;
  link: string | null;
  status: 'read' | 'unread';
  readAt: string | null;
  receivedAt: string;
}

/** One page of a notifications list, with the unread count the API sends on every list. */
export interface NotificationPage {
  items: AppNotification[];
  total: number;
  lastPage: number;
  unreadCount: number;
  /** 'unread' for the dropdown's list, which drops an item once it is read. */
  status: 'unread' | 'all';
}

/**
 * Marks one notification read in a cached page (optimistic update, spec §4 and issue 4 item 5):
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
