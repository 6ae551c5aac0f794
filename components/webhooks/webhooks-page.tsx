'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useModals } from '@/components/modals/modal-queue';
import { AdminListScreen } from '@/components/ui/admin-list-screen';
import { type WebhookEndpoint, webhookEndpointsQuery } from '@/lib/resources/webhooks';
import { EndpointsTable } from './endpoints-table';
import { NewEndpointDialog } from './new-endpoint-dialog';
import { SecretDialog } from './secret-dialog';
import { WebhooksHelp } from './webhooks-help';
import './webhooks.css';

/**
 * /admin/settings/webhooks (issue 42, item 2): Add endpoint, the portal's endpoints with what
 * each gets and how it stands, then how deliveries are signed, verified and tried again. A new
 * endpoint's secret is shown once, then the focus goes back to Add endpoint.
 */
export function WebhooksPage() {
  const t = useTranslations('webhooks');
  const query = useQuery(webhookEndpointsQuery());
  const modals = useModals();
  const add = (trigger: HTMLElement) => {
    const modalId = 'webhook-endpoint-new';
    modals.open(modalId, () => (
      <NewEndpointDialog
        modalId={modalId}
        onClosed={(made) =>
          made
            ? modals.open(`webhook-secret:${made.id}`, () => (
                <SecretDialog endpoint={made} onClosed={() => trigger.focus()} />
              ))
            : trigger.focus()
        }
      />
    ));
  };
  return (
    <div className="webhooks kit-stack">
      <AdminListScreen<WebhookEndpoint>
        classNames={{
          head: 'webhooks-head kit-bar',
          actions: 'webhooks-add',
          empty: 'webhooks-empty kit-empty',
        }}
        title={t('title')}
        intro={t('intro')}
        create={{ text: t('add'), onClick: add }}
        announcement=""
        query={query}
        empty={{ text: t('empty'), hint: t('emptyHint') }}
      >
        {(endpoints) => <EndpointsTable endpoints={endpoints} />}
      </AdminListScreen>
      <WebhooksHelp />
    </div>
  );
}
