'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Pagination } from '@/components/lists/pagination';
import { useMe } from '@/components/shell/use-me';
import { Link } from '@/components/ui/link';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import {
  initialPagination,
  type PaginationState,
  showNotificationsPagination,
} from '@/lib/lists/pagination';
import { goToPath } from '@/lib/notifications/go-to';
import { notificationsQuery } from '@/lib/resources/notifications';
import { NotificationRow, useOpenNotification } from './notification-item';
import { useNotificationActions } from './use-notification-actions';

/**
 * Spec §2 notifications screen (full mode): every notification, 25 a page with the pagination
 * control only above 25 in total, scrolling to the top on a page change; mark all as read; the
 * go-to button for the user's environment.
 */
export function NotificationsPage() {
  const t = useTranslations('notifications');
  const { me } = useMe();
  const accountId = me.account?.id ?? '';
  const [paging, setPaging] = useState<PaginationState>(initialPagination);
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const openNotification = useOpenNotification(markRead);
  const { data, isPending, isPlaceholderData, error, refetch } = useQuery({
    ...notificationsQuery(accountId, { status: 'all', ...paging }),
    placeholderData: (previous) => previous,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [paging.page, paging.size]);

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
      {isPending ? (
        <LoadingIndicator />
      ) : !data ? (
        // A failed load is not "no notifications" (spec §8 panel).
        <ErrorPanel error={error} onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <p className="notifications-empty">{t('empty')}</p>
      ) : (
        <>
          <ul className="notifications-list" aria-busy={isPlaceholderData}>
            {data.items.map((item) => (
              <NotificationRow
                key={item.id}
                notification={item}
                onOpen={openNotification}
                unreadLabel={t('unread')}
              />
            ))}
          </ul>
          {showNotificationsPagination(data.total) && (
            <Pagination
              page={paging.page}
              size={paging.size}
              lastPage={data.lastPage}
              onChange={setPaging}
            />
          )}
        </>
      )}
    </section>
  );
}
