'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ErrorPanel, QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { markedNames } from '@/components/i18n/marked-names';
import { Pagination } from '@/components/lists/pagination';
import { useModals } from '@/components/modals/modal-queue';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import { dayOf } from '@/lib/commerce/promotion-draft';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@/lib/lists/pagination';
import {
  commerceKeys,
  deletePromotion,
  type PortalPromotion,
  promotionsListQuery,
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
      <header className="commerce-page-head">
        <div>
          <h1 tabIndex={-1}>{t('title')}</h1>
          <p className="lead">{t('intro')}</p>
        </div>
        <div className="commerce-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={(event) => edit(null, event.currentTarget)}
          >
            {t('newPromotion')}
          </button>
        </div>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!query.data ? (
        <QueryPending query={query} />
      ) : query.data.items.length === 0 ? (
        <div className="commerce-empty" role="status">
          <p>{t('empty')}</p>
          <p className="muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <PromotionsTable promotions={query.data.items} onEdit={edit} onAnnounce={setAnnouncement} />
      )}
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

function PromotionsTable({
  promotions,
  onEdit,
  onAnnounce,
}: {
  promotions: PortalPromotion[];
  onEdit: (promotion: PortalPromotion, trigger: HTMLElement) => void;
  onAnnounce: (text: string) => void;
}) {
  const t = useTranslations('commerce.promotions');
  const format = useFormatter();
  const locale = useLocale();
  const confirmDelete = useConfirmDelete();
  const client = useQueryClient();
  const discount = useDiscountText();
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
  return (
    <table className="commerce-table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.code')}</th>
          <th scope="col">{t('columns.discount')}</th>
          <th scope="col">{t('columns.validity')}</th>
          <th scope="col">{t('columns.limits')}</th>
          <th scope="col">{t('columns.products')}</th>
          <th scope="col">{t('columns.redeemed')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {promotions.map((promotion) => (
          <tr key={promotion.id}>
            <th scope="row">
              <code className="commerce-code">{promotion.code}</code>
              <span className={`commerce-tag commerce-state-${promotion.state}`}>
                {t(`state.${promotion.state}`)}
              </span>
              {promotion.description && (
                <span
                  className="commerce-sub muted"
                  lang={partLanguage(promotion.language, locale)}
                >
                  {promotion.description}
                </span>
              )}
            </th>
            <td data-label={t('columns.discount')}>{discount(promotion)}</td>
            <td data-label={t('columns.validity')}>{validity(promotion)}</td>
            <td data-label={t('columns.limits')}>{limits(promotion)}</td>
            <td data-label={t('columns.products')}>
              {promotion.products.length > 0
                ? markedNames(format, promotion.products, locale, 'unit')
                : t('allProducts')}
            </td>
            <td data-label={t('columns.redeemed')}>
              {promotion.maxRedemptions
                ? t('redeemedOf', {
                    count: promotion.redemptionCount,
                    max: promotion.maxRedemptions,
                  })
                : t('redeemedCount', { count: promotion.redemptionCount })}
            </td>
            <td>
              <div className="commerce-row-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('editLabel', { code: promotion.code })}
                  onClick={(event) => onEdit(promotion, event.currentTarget)}
                >
                  {t('edit')}
                </button>
                {promotion.redemptionCount === 0 && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('deleteLabel', { code: promotion.code })}
                    onClick={(event) => remove(promotion, event.currentTarget)}
                  >
                    {t('delete')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Redemptions({ promotions }: { promotions: PortalPromotion[] }) {
  const t = useTranslations('commerce.promotions.report');
  const format = useFormatter();
  const formatAmount = useFormatAmount();
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
        <div className="commerce-empty" role="status">
          <p>{t('empty')}</p>
          <p className="muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className="muted commerce-total">{t('count', { count: data.total })}</p>
          <table className="commerce-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.order')}</th>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.customer')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col" className="commerce-amount">
                  {t('columns.discount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((redemption) => (
                <tr key={redemption.id}>
                  <th scope="row">
                    <Link href={`/admin/sales/orders/${redemption.orderId}`}>
                      {redemption.orderNumber}
                    </Link>
                  </th>
                  <td data-label={t('columns.code')}>
                    <code className="commerce-code">{redemption.code}</code>
                  </td>
                  <td data-label={t('columns.customer')}>{redemption.customerName}</td>
                  <td data-label={t('columns.date')}>
                    <time dateTime={redemption.redeemedAt}>
                      {format.dateTime(new Date(redemption.redeemedAt), { dateStyle: 'medium' })}
                    </time>
                  </td>
                  <td data-label={t('columns.status')}>
                    <OrderStatusBadge status={redemption.orderStatus} />
                    {redemption.releasedAt && (
                      <span className="commerce-sub muted">{t('released')}</span>
                    )}
                  </td>
                  <td data-label={t('columns.discount')} className="commerce-amount">
                    {formatAmount(redemption.discountCents, redemption.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
