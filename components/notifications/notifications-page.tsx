'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import type { PaginationState } from '@/lib/lists/pagination';
import { goToPath } from '@/lib/notifications/go-to';
import { type NotificationListPage, notificationsListQuery } from '@/lib/resources/notifications';
import { NotificationRow, useOpenNotification } from './notification-item';
import {
  hidesNotificationPages,
  NOTIFICATIONS_VIEW,
  NOTIFICATIONS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './notifications-view';
import { useNotificationActions } from './use-notification-actions';

/**
 * Spec §2 notifications screen (full mode): every notification, 25 a page (the size kept per
 * browser) with the pagination control only above 25 in total, scrolling to the top on a page
 * change; mark all as read; the go-to button for the user's environment. The view is mirrored
 * in its cookie, not the address: the page's address stays /notifications.
 */
export function NotificationsPage({ initial }: ListScreenProps) {
  const accountId = useMe().me.account?.id ?? '';
  return (
    <ListScreen
      view={NOTIFICATIONS_VIEW}
      defaults={NOTIFICATIONS_VIEW_DEFAULTS}
      initial={initial}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={notificationsListQuery(accountId)}
    >
      {(screen) => <NotificationsScreen screen={screen} />}
    </ListScreen>
  );
}

function NotificationsScreen({ screen }: { screen: ListScreenState<NotificationListPage> }) {
  const t = useTranslations('notifications');
  const { me } = useMe();
  const { data } = screen.query;
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const openNotification = useOpenNotification(markRead);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page starts at the top, its heading focused so the keyboard starts there too.
  const turnPage = (next: PaginationState) => {
    screen.changePage(next);
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  };

  return (
    <section className="page-card notifications-page" aria-labelledby="notifications-title">
      <div className="notifications-head">
        <h1 id="notifications-title" ref={heading} tabIndex={-1}>
          {t('title')}
        </h1>
        <div className="notifications-actions">
          <Link href={goToPath(me.roles)} className="button">
            {t('goTo')}
          </Link>
          <button
            type="button"
            className="button"
            onClick={markAllRead}
            disabled={markingAll || !data || data.unreadCount === 0}
          >
            {t('markAllRead')}
          </button>
        </div>
      </div>
      <ScreenResults
        screen={screen}
        onPage={turnPage}
        className="notifications-results"
        emptyClassName="notifications-empty"
        empty={t('empty')}
        hideSinglePage={hidesNotificationPages(data?.total ?? 0)}
      >
        {(page) => (
          <ul className="notifications-list">
            {page.items.map((item) => (
              <NotificationRow
                key={item.id}
                notification={item}
                onOpen={openNotification}
                unreadLabel={t('unread')}
              />
            ))}
          </ul>
        )}
      </ScreenResults>
    </section>
  );
}
