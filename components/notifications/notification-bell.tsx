'use client';

import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useIsMobile } from '@/components/shell/use-is-mobile';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import {
  type AppNotification,
  DROPDOWN_SIZE,
  NOTIFICATIONS_POLL_MS,
  notificationsQuery,
} from '@/lib/resources/notifications';
import { badgeMessage } from '@/lib/ui-state/badge';
import { HeaderIcon } from './header-icon';
import {
  NotificationBody,
  NotificationRow,
  useNotificationPath,
  useOpenNotification,
} from './notification-item';
import { useNotificationActions } from './use-notification-actions';

/**
 * Spec §2 bell: the unread count (99+ at most), polled every 5 minutes; opens the partial mode
 * (at most 5 unread, "view all") as a dropdown, or as a panel at 640 px and narrower.
 */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const accountId = useMe().me.account?.id ?? '';
  const mobile = useIsMobile();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { markRead } = useNotificationActions();
  const openNotification = useOpenNotification(markRead);
  const { data } = useQuery({
    ...notificationsQuery(accountId, { status: 'unread', page: 1, size: DROPDOWN_SIZE }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    enabled: Boolean(accountId),
  });
  // The name starts with the count the badge shows ("2 unread notifications"), so what is seen
  // is what is said (WCAG 2.5.3 Label in name; a count in parentheses does not count there).
  const badge = badgeMessage(data?.unreadCount ?? 0);
  const label = badge ? t('bellWithCount', badge) : t('bell');
  const items = data?.items ?? [];
  const trigger = (
    <button
      type="button"
      className="icon-button bell"
      aria-label={label}
      {...(hydrated ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false })}
    >
      <BellIcon />
      {badge && (
        <span className="bell-badge" aria-hidden="true">
          {badge.badge}
        </span>
      )}
    </button>
  );
  const empty = <p className="notifications-empty">{t('noUnread')}</p>;
  const viewAll = (
    <Link href="/notifications" className="button" onClick={() => setOpen(false)}>
      {t('viewAll')}
    </Link>
  );

  // The server renders the closed button only (see AccountMenu): the dropdown or panel mounts
  // around it once React runs, before anyone can open it.
  if (!hydrated) return trigger;

  if (mobile) {
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="side-nav-overlay" />
          <Dialog.Content className="notifications-panel" aria-describedby={undefined}>
            <div className="side-nav-head">
              <Dialog.Title className="side-nav-title">{t('title')}</Dialog.Title>
              <Dialog.Close className="icon-button" aria-label={t('close')}>
                ×
              </Dialog.Close>
            </div>
            {items.length === 0 ? (
              empty
            ) : (
              <ul className="notifications-list">
                {items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    notification={item}
                    unreadLabel={t('unread')}
                    onOpen={(notification) => {
                      setOpen(false);
                      openNotification(notification);
                    }}
                  />
                ))}
              </ul>
            )}
            {viewAll}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      {/* No portal: the open menu stays in the header's landmark (axe region). */}
      <DropdownMenu.Content
        className="menu notifications-menu"
        align="end"
        sideOffset={8}
        aria-label={t('title')}
      >
        <DropdownMenu.Label className="menu-label notifications-menu-title">
          {t('title')}
        </DropdownMenu.Label>
        {items.length === 0
          ? empty
          : items.map((item) => (
              <NotificationMenuItem key={item.id} notification={item} onOpen={openNotification} />
            ))}
        <DropdownMenu.Separator className="menu-separator" />
        <DropdownMenu.Item asChild className="menu-item">
          <Link href="/notifications">{t('viewAll')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** A dropdown entry: a link to what it is about when it has one, else plain. */
function NotificationMenuItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  const path = useNotificationPath(notification);
  if (path) {
    return (
      <DropdownMenu.Item
        asChild
        className="menu-item notification-menu-item"
        onSelect={() => onOpen(notification)}
      >
        <Link href={path}>
          <NotificationBody notification={notification} />
        </Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item
      className="menu-item notification-menu-item"
      onSelect={() => onOpen(notification)}
    >
      <NotificationBody notification={notification} />
    </DropdownMenu.Item>
  );
}

function BellIcon() {
  return (
    <HeaderIcon>
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </HeaderIcon>
  );
}
