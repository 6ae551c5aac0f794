'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { useMe } from '@/components/shell/use-me';
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
 * Spec §4: clicking a notification marks it read and follows its link — only a same-portal path
 * the user may open; anything else is never navigated to.
 */
export function useOpenNotification(markRead: (id: string) => void) {
  const router = useRouter();
  const result = useMe();
  return (notification: AppNotification) => {
    if (notification.status === 'unread') markRead(notification.id);
    const path = clickablePath(notification.link, result);
    if (path) router.push(path);
  };
}

/** A row on the notifications page: a real button, its state announced. */
export function NotificationRow({
  notification,
  onOpen,
  unreadLabel,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  unreadLabel: ReactNode;
}) {
  return (
    <li className="notification-row" data-status={notification.status}>
      <button type="button" className="notification-button" onClick={() => onOpen(notification)}>
        <NotificationBody notification={notification} />
        {notification.status === 'unread' && <span className="visually-hidden">{unreadLabel}</span>}
      </button>
    </li>
  );
}
