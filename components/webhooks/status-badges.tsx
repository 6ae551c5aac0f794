'use client';

import { useTranslations } from 'next-intl';
import { useDateTime } from '@/lib/dates/use-date-time';
import {
  endpointState,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointState,
} from '@/lib/resources/webhooks';

const STATE_ICONS: Record<WebhookEndpointState, string> = {
  active: '✓',
  failing: '!',
  disabled: '○',
  disabledFailing: '✕',
};

const STATUS_ICONS: Record<WebhookDeliveryStatus, string> = {
  pending: '…',
  succeeded: '✓',
  failed: '✕',
};

/** A badge: an icon (decorative) and the word, never colour alone. */
function Badge({
  kind,
  icon,
  text,
  id,
}: {
  kind: string;
  icon: string;
  text: string;
  id?: string;
}) {
  return (
    <span id={id} className={`webhooks-badge webhooks-badge-${kind} kit-box`}>
      <span aria-hidden="true">{icon}</span>
      {text}
    </span>
  );
}

/** How an endpoint stands: Active, Failing since …, Switched off (after failures). */
export function EndpointStateBadge({
  endpoint,
  id,
}: {
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'failingSince'>;
  /** Lets the Switch off / Switch on button name the state it changes (aria-describedby). */
  id?: string;
}) {
  const t = useTranslations('webhooks.states');
  const dateTime = useDateTime();
  const state = endpointState(endpoint);
  return (
    <Badge
      id={id}
      kind={state}
      icon={STATE_ICONS[state]}
      text={t(state, { date: endpoint.failingSince ? dateTime(endpoint.failingSince) : '' })}
    />
  );
}

/** A delivery's status: Pending, Succeeded or Failed. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const t = useTranslations('webhooks.deliveries.statuses');
  return <Badge kind={status} icon={STATUS_ICONS[status]} text={t(status)} />;
}
