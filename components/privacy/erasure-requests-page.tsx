'use client';

import { useTranslations } from 'next-intl';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { StatusChoices } from '@/components/lists/status-choices';
import { useViewAddress } from '@/components/lists/use-view-address';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import type { ListPage } from '@/lib/api/transport';
import { type ErasureRequest, erasureRequestsQuery } from '@/lib/resources/erasure-requests';
import { ErasureRequestsTable } from './erasure-requests-table';
import {
  ERASURE_REQUESTS_VIEW,
  ERASURE_REQUESTS_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  STATUS_CHOICES,
  STATUS_FILTER,
  statusOf,
} from './erasure-requests-view';
import './erasure-requests.css';

type RequestsScreen = ListScreenState<ListPage<ErasureRequest>>;

/**
 * /admin/settings/erasure-requests (issue 42, item 4): the portal's requests to be erased, open
 * ones first by default, narrowed by status, newest first, with pages; the view kept per browser
 * (spec §4) and mirrored in the address, so the page prefetches its first page.
 */
export function ErasureRequestsPage({
  initial,
  accountsHref,
}: ListScreenProps & { accountsHref: string }) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={ERASURE_REQUESTS_VIEW}
      defaults={ERASURE_REQUESTS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={erasureRequestsQuery}
    >
      {(screen) => <RequestsBrowser screen={screen} accountsHref={accountsHref} />}
    </ListScreen>
  );
}

/**
 * The moment "overdue" counts from: when the page was fetched, the same on the server and in the
 * browser that hydrates its HTML.
 */
const fetchedAt = (screen: RequestsScreen) => new Date(screen.query.dataUpdatedAt || Date.now());

function RequestsBrowser({
  screen,
  accountsHref,
}: {
  screen: RequestsScreen;
  accountsHref: string;
}) {
  const t = useTranslations('privacy.requests');
  const statuses = useTranslations('privacy.statuses');
  const status = statusOf(screen.view);
  return (
    <div className="erasure-requests">
      <StatusChoices
        className="erasure-requests-filter"
        legend={t('status')}
        choices={STATUS_CHOICES}
        value={status}
        label={(choice) => (choice === 'all' ? t('all') : statuses(choice))}
        onChange={(choice) => screen.settings.setFilter(STATUS_FILTER, choice)}
      />
      <ScreenResults
        screen={screen}
        className="erasure-requests-results"
        summary={(data) =>
          data.total > 0 ? (
            <p className="muted erasure-requests-total" role="status">
              {t('count', { count: data.total })}
            </p>
          ) : null
        }
        emptyState={
          <AdminEmpty
            className="erasure-requests-empty"
            text={t(`empty.${status}`)}
            hint={t('emptyHint')}
          />
        }
      >
        {(data) => (
          <ErasureRequestsTable
            requests={data.items}
            accountsHref={accountsHref}
            now={fetchedAt(screen)}
          />
        )}
      </ScreenResults>
    </div>
  );
}
