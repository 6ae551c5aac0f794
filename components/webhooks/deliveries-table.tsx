'use client';

import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { useDateTime } from '@/lib/dates/use-date-time';
import type { WebhookDelivery } from '@/lib/resources/webhooks';
import { DeliveryDialog } from './delivery-dialog';
import { EventName } from './endpoint-fields';
import { DeliveryStatusBadge } from './status-badges';

/** A page of the delivery log: the event, how it went, its tries, and Details (the dialog). */
export function DeliveriesTable({
  endpointId,
  deliveries,
}: {
  endpointId: string;
  deliveries: readonly WebhookDelivery[];
}) {
  const t = useTranslations('webhooks');
  const events = useTranslations('webhooks.events');
  const dateTime = useDateTime();
  const modals = useModals();
  const open = (delivery: WebhookDelivery, trigger: HTMLElement) => {
    const modalId = `webhook-delivery:${delivery.id}`;
    modals.open(modalId, () => (
      <DeliveryDialog
        modalId={modalId}
        endpointId={endpointId}
        delivery={delivery}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const moment = (value: string | null, none: string) =>
    value ? <time dateTime={value}>{dateTime(value)}</time> : none;
  const columns: AdminColumn<WebhookDelivery>[] = [
    {
      header: t('deliveries.columns.event'),
      rowHeader: true,
      cell: (delivery) => (
        <>
          <EventName type={delivery.eventType} />
          <p className="kit-meta">
            {t.rich('deliveries.eventId', {
              id: delivery.eventId,
              code: (id) => <code>{id}</code>,
            })}
          </p>
          {delivery.replayOf ? <p className="kit-meta">{t('deliveries.replay')}</p> : null}
        </>
      ),
    },
    {
      header: t('deliveries.columns.status'),
      cell: (delivery) => <DeliveryStatusBadge status={delivery.status} />,
    },
    { header: t('deliveries.columns.attempts'), cell: (delivery) => delivery.attempts },
    {
      header: t('deliveries.columns.response'),
      cell: (delivery) =>
        delivery.attempts === 0
          ? t('deliveries.notYet')
          : (delivery.lastStatus ?? t('deliveries.noAnswer')),
    },
    { header: t('deliveries.columns.created'), cell: (delivery) => moment(delivery.createdAt, '') },
    {
      header: t('deliveries.columns.lastAttempt'),
      cell: (delivery) => moment(delivery.lastAttemptAt, t('deliveries.notYet')),
    },
    {
      header: t('deliveries.columns.nextAttempt'),
      cell: (delivery) => moment(delivery.nextAttemptAt, t('deliveries.noneDue')),
    },
    {
      header: t('deliveries.columns.actions'),
      hideHeader: true,
      cell: (delivery) => (
        <AdminActions
          actions={[
            {
              text: t('deliveries.details'),
              label: t('deliveries.detailsLabel', {
                event: events(delivery.eventType),
                date: dateTime(delivery.createdAt),
              }),
              onClick: (trigger) => open(delivery, trigger),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <AdminTable
      className="webhook-deliveries-table"
      caption={t('deliveries.caption')}
      labelCells
      columns={columns}
      rows={deliveries}
    />
  );
}
