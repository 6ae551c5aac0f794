'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { markedNames } from '@/components/i18n/marked-names';
import { Pagination } from '@/components/lists/pagination';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { AdminListScreen } from '@/components/ui/admin-list-screen';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { Link } from '@/components/ui/link';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { dayOf } from '@/lib/commerce/promotion-draft';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import {
  commerceKeys,
  deletePromotion,
  type PortalPromotion,
  promotionsListQuery,
  type Redemption,
  redemptionsCsvPath,
  redemptionsQuery,
} from '@/lib/resources/commerce';
import { OrderStatusBadge } from './order-status-badge';
import { PromotionDialog } from './promotion-dialog';
import { useConfirmDelete } from './use-confirm-delete';
import { useFormatAmount } from './use-format-amount';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/promotions (SCREENS "Commerce"): the portal's codes with their discount,
 * validity, limits, products and how often they were redeemed; and the redemptions report.
 */
export function PromotionsPage() {
  const t = useTranslations('commerce.promotions');
  const modals = useModals();
  const query = useQuery(promotionsListQuery());
  const [announcement, setAnnouncement] = useState('');
  const edit = (promotion: PortalPromotion | null, trigger: HTMLElement) => {
    const modalId = `promotion:${promotion?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <PromotionDialog
        promotion={promotion}
        modalId={modalId}
        onClosed={(saved) => {
          if (saved) setAnnouncement(t(promotion ? 'saved' : 'created', { code: saved.code }));
          trigger.focus();
        }}
      />
    ));
  };
  return (
    <div className="commerce-page">
      <AdminListScreen
        classNames={{
          head: 'commerce-page-head',
          actions: 'commerce-actions',
          empty: 'commerce-empty',
        }}
        title={t('title')}
        intro={t('intro')}
        create={{ text: t('newPromotion'), onClick: (trigger) => edit(null, trigger) }}
        announcement={announcement}
        query={query}
        empty={{ text: t('empty'), hint: t('emptyHint') }}
      >
        {(promotions) => (
          <PromotionsTable promotions={promotions} onEdit={edit} onAnnounce={setAnnouncement} />
        )}
      </AdminListScreen>
      <Redemptions promotions={query.data?.items ?? []} />
    </div>
  );
}

function useDiscountText() {
  const t = useTranslations('commerce.promotions');
  const formatAmount = useFormatAmount();
  return (promotion: Pick<PortalPromotion, 'kind' | 'percent' | 'amountCents' | 'currency'>) =>
    promotion.kind === 'percent'
      ? t('percentOff', { percent: promotion.percent ?? 0 })
      : t('amountOff', {
          amount: formatAmount(promotion.amountCents ?? 0, promotion.currency ?? 'EUR'),
        });
}

/** A promotion's validity, limits, products and redemptions, as the promotions table words them. */
function usePromotionTerms() {
  const t = useTranslations('commerce.promotions');
  const format = useFormatter();
  const locale = useLocale();
  const day = (iso: string, end = false) =>
    format.dateTime(new Date(`${dayOf(iso, end)}T12:00:00Z`), { dateStyle: 'medium' });
  const validity = (promotion: PortalPromotion) =>
    promotion.startsAt && promotion.endsAt
      ? t('validBetween', { from: day(promotion.startsAt), to: day(promotion.endsAt, true) })
      : promotion.endsAt
        ? t('validUntil', { to: day(promotion.endsAt, true) })
        : promotion.startsAt
          ? t('validFrom', { from: day(promotion.startsAt) })
          : t('validAlways');
  const limits = (promotion: PortalPromotion) =>
    [
      promotion.maxRedemptions
        ? t('limitTotal', { count: promotion.maxRedemptions })
        : t('noLimit'),
      promotion.maxPerAccount ? t('limitPerAccount', { count: promotion.maxPerAccount }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const products = (promotion: PortalPromotion) =>
    promotion.products.length > 0
      ? markedNames(format, promotion.products, locale, 'unit')
      : t('allProducts');
  const redeemed = (promotion: PortalPromotion) =>
    promotion.maxRedemptions
      ? t('redeemedOf', { count: promotion.redemptionCount, max: promotion.maxRedemptions })
      : t('redeemedCount', { count: promotion.redemptionCount });
  return { validity, limits, products, redeemed };
}

/** The row heading of a promotion: its code, its state and its description. */
function PromotionCode({ promotion }: { promotion: PortalPromotion }) {
  const t = useTranslations('commerce.promotions');
  const locale = useLocale();
  return (
    <>
      <code className="commerce-code">{promotion.code}</code>
      <span className={`commerce-tag commerce-state-${promotion.state}`}>
        {t(`state.${promotion.state}`)}
      </span>
      {promotion.description && (
        <span className="commerce-sub muted" lang={partLanguage(promotion.language, locale)}>
          {promotion.description}
        </span>
      )}
    </>
  );
}

function PromotionsTable({
  promotions,
  onEdit,
  onAnnounce,
}: {
  promotions: readonly PortalPromotion[];
  onEdit: (promotion: PortalPromotion, trigger: HTMLElement) => void;
  onAnnounce: (text: string) => void;
}) {
  const t = useTranslations('commerce.promotions');
  const confirmDelete = useConfirmDelete();
  const client = useQueryClient();
  const discount = useDiscountText();
  const { validity, limits, products, redeemed } = usePromotionTerms();
  const remove = (promotion: PortalPromotion, trigger: HTMLElement) =>
    confirmDelete({
      id: `promotion-delete:${promotion.id}`,
      title: t('deleteTitle', { code: promotion.code }),
      description: t('deleteDescription'),
      trigger,
      onConfirm: async () => {
        await deletePromotion(promotion.id);
        await client.invalidateQueries({ queryKey: commerceKeys.promotions() });
        onAnnounce(t('deleted', { code: promotion.code }));
      },
    });
  const columns: AdminColumn<PortalPromotion>[] = [
    {
      header: t('columns.code'),
      rowHeader: true,
      labelCells: false,
      cell: (promotion) => <PromotionCode promotion={promotion} />,
    },
    { header: t('columns.discount'), cell: discount },
    { header: t('columns.validity'), cell: validity },
    { header: t('columns.limits'), cell: limits },
    { header: t('columns.products'), cell: products },
    { header: t('columns.redeemed'), cell: redeemed },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cell: (promotion) => (
        <div className="commerce-row-actions">
          <AdminActions
            actions={[
              {
                text: t('edit'),
                label: t('editLabel', { code: promotion.code }),
                onClick: (trigger) => onEdit(promotion, trigger),
              },
              promotion.redemptionCount === 0 && {
                text: t('delete'),
                label: t('deleteLabel', { code: promotion.code }),
                onClick: (trigger) => remove(promotion, trigger),
              },
            ]}
          />
        </div>
      ),
    },
  ];
  return (
    <AdminTable
      className="commerce-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={promotions}
    />
  );
}

function Redemptions({ promotions }: { promotions: PortalPromotion[] }) {
  const t = useTranslations('commerce.promotions.report');
  const id = useId();
  const [promotionId, setPromotionId] = useState('');
  const [page, setPage] = useState({ page: 1, size: DEFAULT_PAGE_SIZE as PageSize });
  const queryString = new URLSearchParams({
    ...(promotionId ? { 'filter[promotion]': promotionId } : {}),
    'page[number]': String(page.page),
    'page[size]': String(page.size),
  }).toString();
  const query = useQuery(redemptionsQuery(queryString));
  const { data } = query;
  return (
    <section className="commerce-section" aria-labelledby={`${id}-title`}>
      <div className="commerce-section-head">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <a className="button" href={redemptionsCsvPath(promotionId || null)} download>
          {t('download')}
        </a>
      </div>
      <div className="field commerce-narrow">
        <label htmlFor={`${id}-promotion`}>{t('promotion')}</label>
        <NativeSelect
          id={`${id}-promotion`}
          value={promotionId}
          onChange={(event) => {
            setPromotionId(event.target.value);
            setPage((current) => ({ ...current, page: 1 }));
          }}
        >
          <option value="">{t('allPromotions')}</option>
          {promotions.map((promotion) => (
            <option key={promotion.id} value={promotion.id}>
              {promotion.code}
            </option>
          ))}
        </NativeSelect>
      </div>
      {!data ? (
        query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <LoadingIndicator />
        )
      ) : data.items.length === 0 ? (
        <AdminEmpty className="commerce-empty" text={t('empty')} hint={t('emptyHint')} />
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className="muted commerce-total">{t('count', { count: data.total })}</p>
          <RedemptionsTable redemptions={data.items} />
          {data.total > page.size && (
            <Pagination
              page={page.page}
              size={page.size}
              lastPage={data.lastPage}
              onChange={(next) => setPage(next)}
            />
          )}
        </div>
      )}
    </section>
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
  return (
    <AdminTable
      className="commerce-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={redemptions}
    />
  );
}
