'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import type { ListScreenProps } from '@/components/lists/list-screen';
import { Link } from '@/components/ui/link';
import { webhookEndpointQuery } from '@/lib/resources/webhooks';
import { DeliveriesLog } from './deliveries-log';
import { ENDPOINT_STATE_ID, EndpointActions } from './endpoint-actions';
import { EndpointSettings } from './endpoint-settings';
import { EndpointStateBadge } from './status-badges';
import './webhooks.css';

/**
 * /admin/settings/webhooks/{id}: one endpoint, how it stands and what can be done with it
 * (Switch off or on, Roll secret, Delete endpoint), its settings, and its delivery log.
 */
export function EndpointPage({ id, initial }: { id: string } & ListScreenProps) {
  const t = useTranslations('webhooks');
  const query = useQuery(webhookEndpointQuery(id));
  const endpoint = query.data;
  if (!endpoint) return <QueryPending query={query} />;
  return (
    <article className="webhooks-endpoint kit-stack" aria-labelledby="webhook-endpoint-title">
      <header className="webhooks-endpoint-head kit-stack">
        <p className="webhooks-back">
          <Link href="/admin/settings/webhooks">
            <span aria-hidden="true">← </span>
            {t('back')}
          </Link>
        </p>
        <h1 id="webhook-endpoint-title" tabIndex={-1}>
          {t('endpoint.title')}
        </h1>
        <p className="webhooks-url">{endpoint.url}</p>
        {endpoint.description ? <p className="kit-meta">{endpoint.description}</p> : null}
        <div className="kit-bar">
          <EndpointStateBadge endpoint={endpoint} id={ENDPOINT_STATE_ID} />
          <EndpointActions endpoint={endpoint} />
        </div>
      </header>
      <EndpointSettings key={endpoint.id} endpoint={endpoint} />
      <DeliveriesLog endpointId={endpoint.id} initial={initial} />
    </article>
  );
}
