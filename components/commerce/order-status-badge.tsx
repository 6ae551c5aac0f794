'use client';

import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/shared/commerce/order-status';

const ICONS: Record<OrderStatus, string> = {
  draft: '○',
  pending_payment: '…',
  paid: '✓',
  fulfilled: '✔',
  cancelled: '✕',
  refunded: '↺',
};

/** An order's status: an icon and the word, never colour alone. */
export function OrderStatusBadge({ status, id }: { status: OrderStatus; id?: string }) {
  const t = useTranslations('commerce.status');
  return (
    <span id={id} className={`order-status order-status-${status}`} tabIndex={id ? -1 : undefined}>
      <span aria-hidden="true" className="order-status-icon">
        {ICONS[status]}
      </span>
      {t(status)}
    </span>
  );
}
