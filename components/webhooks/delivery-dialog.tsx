'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { useModals } from '@/components/modals/modal-queue';
import { DateFact, Fact } from '@/components/ui/facts';
import { showToast } from '@/components/ui/show-toast';
import { useDateTime } from '@/lib/dates/use-date-time';
import {
  replayWebhookDelivery,
  type WebhookDelivery,
  webhookDeliveryQuery,
  webhookKeys,
} from '@/lib/resources/webhooks';
import { AttemptLog, CodeBlock } from './attempt-log';
import { DeliveryStatusBadge } from './status-badges';

/**
 * One delivery: how it stands, the payload every try sends, and each try's request and answer;
 * Send again makes a new delivery of the same event (the same webhook-id), which the log shows.
 */
export function DeliveryDialog({
  modalId,
  endpointId,
  delivery,
  onClosed,
}: {
  modalId: string;
  endpointId: string;
  delivery: WebhookDelivery;
  onClosed: () => void;
}) {
  const t = useTranslations('webhooks.delivery');
  const events = useTranslations('webhooks.events');
  const dateTime = useDateTime();
  const modals = useModals();
  const query = useQuery(webhookDeliveryQuery(delivery.id));
  const replay = useOptimisticMutation({
    mutationFn: () => replayWebhookDelivery(delivery.id),
    refetch: [webhookKeys.deliveries(endpointId)],
    refetchInBackground: true,
  });
  const sendAgain = () =>
    replay.mutate(undefined, {
      onSuccess: () => {
        showToast({ scheme: 'success', message: t('sent') });
        modals.close(modalId);
      },
    });
  const shown = query.data ?? delivery;
  return (
    <Dialog.Content
      className="modal-dialog webhooks-dialog webhooks-delivery-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{t('title', { event: events(delivery.eventType) })}</Dialog.Title>
      <Dialog.Description>{t('description')}</Dialog.Description>
      <dl className="kit-facts webhooks-facts">
        <Fact label={t('status')}>
          <DeliveryStatusBadge status={shown.status} />
        </Fact>
        <Fact label={t('eventId')}>
          <code>{shown.eventId}</code>
        </Fact>
        <DateFact label={t('created')} value={shown.createdAt} format={dateTime} />
        <Fact label={t('attempts')}>{shown.attempts}</Fact>
        {shown.nextAttemptAt ? (
          <DateFact label={t('nextAttempt')} value={shown.nextAttemptAt} format={dateTime} />
        ) : null}
      </dl>
      {query.data ? (
        <>
          <CodeBlock
            title={t('payload')}
            level={3}
            text={JSON.stringify(query.data.payload, null, 2)}
          />
          <AttemptLog attempts={query.data.attemptLog} />
        </>
      ) : (
        <QueryPending query={query} />
      )}
      <div className="modal-actions">
        <button type="button" className="button" disabled={replay.isPending} onClick={sendAgain}>
          {replay.isPending ? t('sending') : t('sendAgain')}
        </button>
        <Dialog.Close className="button button-primary">{t('close')}</Dialog.Close>
      </div>
    </Dialog.Content>
  );
}
