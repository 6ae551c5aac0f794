'use client';

import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import { formatRelativeDate } from '@/lib/dates/format-date';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import type { Locale } from '@/lib/i18n/locales';
import { clickablePath } from '@/lib/notifications/links';
import type { AppNotification } from '@/lib/resources/notifications';

/** Spec §9 dates: relative within 3 days, else d MMM y at HH:mm, in the user's language. */
export function NotificationDate({ value }: { value: string }) {
  const locale = useLocale() as Locale;
  return (
    <time dateTime={value} className="notification-date" suppressHydrationWarning>
      {formatRelativeDate(value, new Date(), locale, { timeZone: 'Europe/Amsterdam' })}
    </time>
  );
}

export function NotificationBody({ notification }: { notification: AppNotification }) {
  const unread = notification.status === 'unread';
  const locale = useLocale();
  return (
    <>
      <span
        className={unread ? 'notification-dot' : 'notification-dot notification-dot-read'}
        aria-hidden="true"
      />
      <span className="notification-text">
        <span className="notification-message" lang={partLanguage(notification.language, locale)}>
          {notification.message}
        </span>
        <NotificationDate value={notification.receivedAt} />
      </span>
    </>
  );
}

/**
 * Spec §4: opening a notification marks it read; one with a link (a same-portal path the user
 * may open, clickablePath) is a real link to what it is about, anything else is
 * never navigated to.
 */
export function useNotificationPath(notification: AppNotification): string | null {
  const result = useMe();
  return clickablePath(notification.link, result);
}

/** Marks an unread notification read when it is opened (followed or pressed). */
export function useOpenNotification(markRead: (id: string) => void) {
  return (notification: AppNotification) => {
    if (notification.status === 'unread') markRead(notification.id);
  };
}

/**
 * A row on the notifications page: a link to what it is about when it has one, else a button
 * that marks it read; its state announced either way.
 */
export function NotificationRow({
  notification,
  onOpen,
  unreadLabel,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  unreadLabel: ReactNode;
}) {
  const path = useNotificationPath(notification);
  const content = (
    <>
      <NotificationBody notification={notification} />
      {notification.status === 'unread' && <span className="visually-hidden">{unreadLabel}</span>}
    </>
  );
  return (
    <li className="notification-row" data-status={notification.status}>
      {path ? (
        <Link href={path} className="notification-button" onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <button type="button" className="notification-button" onClick={() => onOpen(notification)}>
          {content}
        </button>
      )}
    </li>
  );
}
