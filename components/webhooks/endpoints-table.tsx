'use client';

import { useTranslations } from 'next-intl';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { Link } from '@/components/ui/link';
import { useDateTime } from '@/lib/dates/use-date-time';
import type { WebhookEndpoint } from '@/lib/resources/webhooks';
import { EndpointStateBadge } from './status-badges';

/** The path of an endpoint's page (its settings and delivery log). */
export const endpointHref = (endpoint: Pick<WebhookEndpoint, 'id'>) =>
  `/admin/settings/webhooks/${encodeURIComponent(endpoint.id)}`;

/** The portal's endpoints: the address (to its page), how many events, how it stands. */
export function EndpointsTable({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const t = useTranslations('webhooks');
  const dateTime = useDateTime();
  const columns: AdminColumn<WebhookEndpoint>[] = [
    {
      header: t('columns.url'),
      rowHeader: true,
      cell: (endpoint) => (
        <>
          <Link className="webhooks-url" href={endpointHref(endpoint)}>
            {endpoint.url}
          </Link>
          {endpoint.description ? <p className="kit-meta">{endpoint.description}</p> : null}
        </>
      ),
    },
    {
      header: t('columns.events'),
      cell: (endpoint) => t('eventCount', { count: endpoint.events.length }),
    },
    { header: t('columns.state'), cell: (endpoint) => <EndpointStateBadge endpoint={endpoint} /> },
    {
      header: t('columns.created'),
      cell: (endpoint) => <time dateTime={endpoint.createdAt}>{dateTime(endpoint.createdAt)}</time>,
    },
  ];
  return (
    <AdminTable
      className="webhooks-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={endpoints}
    />
  );
}
