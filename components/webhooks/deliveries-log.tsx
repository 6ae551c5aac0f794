'use client';

import { useTranslations } from 'next-intl';
import { optionsOf, ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { useViewAddress } from '@/components/lists/use-view-address';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import type { ListPage } from '@/lib/api/transport';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDelivery,
  webhookDeliveriesQuery,
} from '@/lib/resources/webhooks';
import { DeliveriesTable } from './deliveries-table';
import {
  DELIVERIES_VIEW,
  DELIVERIES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
  STATUS_FILTER,
} from './deliveries-view';

/**
 * The endpoint's delivery log: every event sent to it, newest first, filtered by status, in
 * pages; the status and page are kept in the address. A page with a delivery still on its way
 * asks again every few seconds (webhookDeliveriesQuery).
 */
export function DeliveriesLog({ endpointId, initial }: { endpointId: string } & ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={DELIVERIES_VIEW}
      defaults={DELIVERIES_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={(queryString) => webhookDeliveriesQuery(endpointId, queryString)}
    >
      {(screen) => <DeliveriesScreen endpointId={endpointId} screen={screen} />}
    </ListScreen>
  );
}

function DeliveriesScreen({
  endpointId,
  screen,
}: {
  endpointId: string;
  screen: ListScreenState<ListPage<WebhookDelivery>>;
}) {
  const t = useTranslations('webhooks.deliveries');
  const { settings } = screen;
  const filtered = Boolean(settings.view.filters[STATUS_FILTER]);
  return (
    <section className="webhooks-deliveries kit-stack" aria-labelledby="webhook-deliveries-title">
      <h2 id="webhook-deliveries-title">{t('title')}</h2>
      <div className="kit-toolbar">
        <ViewFilters
          settings={settings}
          className="field"
          filters={[
            {
              name: STATUS_FILTER,
              label: t('status'),
              all: t('allStatuses'),
              options: optionsOf(WEBHOOK_DELIVERY_STATUSES, (status) => t(`statuses.${status}`)),
            },
          ]}
        />
      </div>
      <ScreenResults
        screen={screen}
        hideSinglePage
        summary={(data) => <p className="kit-meta">{t('count', { count: data.total })}</p>}
        emptyState={
          filtered ? (
            <AdminEmpty className="webhooks-empty kit-empty" text={t('emptyFiltered')}>
              <ResetViewButton settings={settings} text={t('showAll')} />
            </AdminEmpty>
          ) : (
            <AdminEmpty
              className="webhooks-empty kit-empty"
              text={t('empty')}
              hint={t('emptyHint')}
            />
          )
        }
      >
        {(data) => <DeliveriesTable endpointId={endpointId} deliveries={data.items} />}
      </ScreenResults>
    </section>
  );
}
