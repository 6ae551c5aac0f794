import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationPage } from './notifications';
import { markAllReadInPage, markReadInPage } from './notifications-cache';

const note = (id: string, status: 'read' | 'unread'): AppNotification => ({
  id,
  message: `m${id}`,
  language: null,
  link: null,
  status,
  readAt: status === 'read' ? '2026-01-01T00:00:00Z' : null,
  receivedAt: '2026-01-01T00:00:00Z',
});

const page = (
  status: 'unread' | 'all',
  items: AppNotification[],
  unreadCount: number,
): NotificationPage => ({
  items,
  total: items.length,
  lastPage: 1,
  unreadCount,
  status,
});

const now = '2026-11-22T10:00:00Z';

describe('optimistic notification updates', () => {
  it('drops a read item from the unread dropdown and lowers the count', () => {
    const next = markReadInPage(
      page('unread', [note('1', 'unread'), note('2', 'unread')], 105),
      '1',
      now,
    );
    expect(next.items.map((item) => item.id)).toEqual(['2']);
    expect(next.unreadCount).toBe(104);
  });

  it('marks the item read in the full list', () => {
    const next = markReadInPage(page('all', [note('1', 'unread'), note('2', 'read')], 1), '1', now);
    expect(next.items[0]).toMatchObject({ status: 'read', readAt: now });
    expect(next.unreadCount).toBe(0);
  });

  it('does not lower the count for an item that was already read', () => {
    expect(markReadInPage(page('all', [note('2', 'read')], 3), '2', now).unreadCount).toBe(3);
  });

  it('lowers the count of a page that does not hold the item (another page of the list)', () => {
    expect(markReadInPage(page('all', [note('9', 'read')], 3), '1', now).unreadCount).toBe(2);
  });

  it('mark all as read empties the dropdown and zeroes every count', () => {
    expect(markAllReadInPage(page('unread', [note('1', 'unread')], 105), now)).toMatchObject({
      items: [],
      unreadCount: 0,
    });
    const all = markAllReadInPage(page('all', [note('1', 'unread'), note('2', 'read')], 1), now);
    expect(all.items.every((item) => item.status === 'read')).toBe(true);
  });
});
