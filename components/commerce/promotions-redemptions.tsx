'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import type { AdminColumn } from '@/components/ui/admin-table';
import { Link } from '@/components/ui/link';
import type { ListPage } from '@/lib/api/transport';
import {
  promotionsListQuery,
  type Redemption,
  redemptionsCsvPath,
  redemptionsQuery,
} from '@/lib/resources/commerce';
import { CommerceTable } from './commerce-table';
import { OrderStatusBadge } from './order-status-badge';
import {
  PAGE_SIZE_PREFERENCE,
  PROMOTION_FILTER,
  REDEMPTIONS_VIEW,
  REDEMPTIONS_VIEW_DEFAULTS,
  reportPromotionOf,
} from './promotions-view';
import { useFormatAmount } from './use-format-amount';

/**
 * The redemptions report of /admin/sales/promotions: every redemption, or one promotion's, with a
 * CSV of the same. A list screen of its own view (REDEMPTIONS_VIEW) whose first page the page
 * prefetches; the page's address mirrors the promotions list, not this one.
 */
export function PromotionRedemptions({ initial }: ListScreenProps) {
  return (
    <ListScreen
      view={REDEMPTIONS_VIEW}
      defaults={REDEMPTIONS_VIEW_DEFAULTS}
      initial={initial}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={redemptionsQuery}
    >
      {(screen) => <RedemptionsReport screen={screen} />}
    </ListScreen>
  );
}

/** The report's list screen: the promotion it shows, its pages and results. */
type Report = ListScreenState<ListPage<Redemption>>;

function RedemptionsReport({ screen }: { screen: Report }) {
  const t = useTranslations('commerce.promotions.report');
  const id = useId();
  return (
    <section className="commerce-section" aria-labelledby={`${id}-title`}>
      <div className="commerce-section-head">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <a
          className="button"
          href={redemptionsCsvPath(reportPromotionOf(screen.view) || null)}
          download
        >
          {t('download')}
        </a>
      </div>
      <PromotionChoice screen={screen} />
      <ScreenResults
        screen={screen}
        hideSinglePage
        summary={(data) =>
          data.items.length > 0 && (
            <p className="muted commerce-total">{t('count', { count: data.total })}</p>
          )
        }
        emptyState={
          <AdminEmpty className="commerce-empty" text={t('empty')} hint={t('emptyHint')} />
        }
      >
        {(data) => <RedemptionsTable redemptions={data.items} />}
      </ScreenResults>
    </section>
  );
}

/** The promotion the report shows: any of the portal's codes (the first 100), or all of them. */
function PromotionChoice({ screen }: { screen: Report }) {
  const t = useTranslations('commerce.promotions.report');
  const promotions = useQuery(promotionsListQuery()).data?.items ?? [];
  return (
    <ViewFilters
      settings={screen.settings}
      className="field commerce-narrow"
      filters={[
        {
          name: PROMOTION_FILTER,
          label: t('promotion'),
          all: t('allPromotions'),
          options: promotions.map((promotion) => ({ value: promotion.id, label: promotion.code })),
        },
      ]}
    />
  );
}

function RedemptionsTable({ redemptions }: { redemptions: Redemption[] }) {
  const t = useTranslations('commerce.promotions.report');
  const format = useFormatter();
  const formatAmount = useFormatAmount();
  const columns: AdminColumn<Redemption>[] = [
    {
      header: t('columns.order'),
      rowHeader: true,
      labelCells: false,
      cell: (redemption) => (
        <Link href={`/admin/sales/orders/${redemption.orderId}`}>{redemption.orderNumber}</Link>
      ),
    },
    {
      header: t('columns.code'),
      cell: (redemption) => <code className="commerce-code">{redemption.code}</code>,
    },
    {
      header: t('columns.customer'),
      cell: (redemption) => redemption.customerName,
    },
    {
      header: t('columns.date'),
      cell: (redemption) => (
        <time dateTime={redemption.redeemedAt}>
          {format.dateTime(new Date(redemption.redeemedAt), { dateStyle: 'medium' })}
        </time>
      ),
    },
    {
      header: t('columns.status'),
      cell: (redemption) => (
        <>
          <OrderStatusBadge status={redemption.orderStatus} />
          {redemption.releasedAt && <span className="commerce-sub muted">{t('released')}</span>}
        </>
      ),
    },
    {
      header: t('columns.discount'),
      headerClassName: 'commerce-amount',
      cellClassName: 'commerce-amount',
      cell: (redemption) => formatAmount(redemption.discountCents, redemption.currency),
    },
  ];
  return <CommerceTable caption={t('caption')} columns={columns} rows={redemptions} />;
}
