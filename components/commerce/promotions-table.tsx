'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { markedNames } from '@/components/i18n/marked-names';
import { AdminActions } from '@/components/ui/admin-actions';
import type { AdminColumn } from '@/components/ui/admin-table';
import { dayOf } from '@/lib/commerce/promotion-draft';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { commerceKeys, deletePromotion, type PortalPromotion } from '@/lib/resources/commerce';
import { CommerceTable } from './commerce-table';
import { useConfirmDelete } from './use-confirm-delete';
import { useFormatAmount } from './use-format-amount';

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

/**
 * A page of promotions with their terms, each with Edit, and Delete while it was never redeemed
 * (asked first; the lists are refetched and what happened announced).
 */
export function PromotionsTable({
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
  return <CommerceTable caption={t('caption')} columns={columns} rows={promotions} />;
}
