import { notifications } from '../../shared/communication/contract';
import type { ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { Notification } from './notifications.queries';

export const NOTIFICATION_FIELDS = {
  notifications: ['message', 'language', 'link', 'status', 'read_at', 'received_at'],
} as const;

/** `link` is passed on as stored: the UI decides what it may follow. */
export function notificationResource(row: Notification): ResourceObject {
  return resourceOf(
    notifications,
    row.id,
    {
      message: row.message,
      language: row.language,
      link: row.link,
      status: row.readAt ? 'read' : 'unread',
      read_at: iso(row.readAt),
      received_at: iso(row.receivedAt),
    },
    { links: { self: `/v1/accounts/${row.accountId}/notifications/${row.id}` } },
  );
}
