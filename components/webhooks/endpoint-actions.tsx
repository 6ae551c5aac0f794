'use client';

import { useTranslations } from 'next-intl';
import { OpenerButton } from '@/components/ui/admin-actions';
import type { WebhookEndpoint } from '@/lib/resources/webhooks';
import { useEndpointActions } from './use-endpoint-actions';

/** The id of the endpoint's state badge, beside these buttons. */
export const ENDPOINT_STATE_ID = 'webhook-endpoint-state';

/** Switch off / Switch on, Roll secret and Delete endpoint. */
export function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations('webhooks');
  const actions = useEndpointActions(endpoint);
  return (
    <div className="webhooks-actions kit-wrap">
      <button
        type="button"
        className="button"
        aria-describedby={ENDPOINT_STATE_ID}
        // Not disabled while it saves: a disabled button would drop the keyboard focus.
        aria-disabled={actions.switching || undefined}
        onClick={actions.switchOver}
      >
        {endpoint.enabled ? t('switch.offLabel') : t('switch.onLabel')}
      </button>
      <OpenerButton text={t('roll.label')} onClick={actions.rollSecret} />
      <OpenerButton
        className="button button-danger"
        text={t('remove.label')}
        onClick={actions.remove}
      />
    </div>
  );
}
