'use client';

import { useTranslations } from 'next-intl';
import { ListScreen, type ListScreenProps, ViewSearch } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { APPROVALS_LIST_TITLE_ID } from './approvals-actions';
import { MandateCard } from './approvals-card';
import { StatusFilter } from './approvals-status-filter';
import {
  APPROVALS_VIEW,
  APPROVALS_VIEW_DEFAULTS,
  approvalsQuery,
  PAGE_SIZE_PREFERENCE,
  STATUS_FILTER,
  statusOf,
} from './approvals-view';

/**
 * The moment a page's days left count from: when it was fetched, the same on the server and in
 * the browser that hydrates its HTML (now while a page shows the previous one's mandates).
 */
const fetchedAt = (query: { dataUpdatedAt: number }) => new Date(query.dataUpdatedAt || Date.now());

/**
 * The mandates of /approvals, kept in a view (status, search, page size) that is mirrored in
 * the address and cookie, so the page prefetches its first page. `onChanged` announces a
 * decision or a withdrawal.
 */
export function ApprovalsList({
  initial,
  onChanged,
}: ListScreenProps & { onChanged: (message: string) => void }) {
  const address = useViewAddress();
  const t = useTranslations('coaching.approvals');
  return (
    <section className="ticket-section kit-box" aria-labelledby={APPROVALS_LIST_TITLE_ID}>
      <h2 id={APPROVALS_LIST_TITLE_ID}>{t('listTitle')}</h2>
      <ListScreen
        view={APPROVALS_VIEW}
        defaults={APPROVALS_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={approvalsQuery}
      >
        {(screen) => (
          <>
            <div className="ticket-filters">
              <ViewSearch settings={screen.settings} label={t('search')} />
              <StatusFilter
                value={statusOf(screen.view)}
                counts={screen.query.data?.statusCounts}
                onChange={(status) => screen.settings.setFilter(STATUS_FILTER, status)}
              />
            </div>
            <ScreenResults
              screen={screen}
              hideSinglePage
              className="approvals"
              summary={(data) => (
                <p className="muted">{t('duration', { days: data.mandateDays })}</p>
              )}
              emptyClassName="ticket-empty"
              empty={screen.view.search ? t('emptySearch') : t(`empty.${statusOf(screen.view)}`)}
            >
              {(data) => (
                <ul className="approvals-list kit-list">
                  {data.items.map((mandate) => (
                    <MandateCard
                      key={mandate.id}
                      mandate={mandate}
                      now={fetchedAt(screen.query)}
                      onChanged={onChanged}
                    />
                  ))}
                </ul>
              )}
            </ScreenResults>
          </>
        )}
      </ListScreen>
    </section>
  );
}
