'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  deleteWebhookEndpoint,
  rollWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEndpoint,
  webhookKeys,
} from '@/lib/resources/webhooks';
import { SecretDialog } from './secret-dialog';

/**
 * What the endpoint's buttons do: switch it off or on (at once, shown before the API answers),
 * roll its secret (confirmed, then the new one shown once) and delete it (confirmed, then back
 * to the list). Focus goes back to the button that opened a dialog.
 */
export function useEndpointActions(endpoint: WebhookEndpoint) {
  const t = useTranslations('webhooks');
  const modals = useModals();
  const client = useQueryClient();
  const router = useRouter();
  const { id } = endpoint;

  const switching = useOptimisticMutation<boolean, WebhookEndpoint, WebhookEndpoint>({
    mutationFn: (enabled) => updateWebhookEndpoint(id, { enabled }),
    queryKey: webhookKeys.detail(id),
    optimistic: (data, enabled) => ({
      ...data,
      enabled,
      disabledReason: enabled ? null : 'manual',
    }),
    confirmed: (_data, updated) => updated,
    // Switched on again, its waiting deliveries go: the log shows them leave.
    refetch: [webhookKeys.all()],
    refetchInBackground: true,
  });
  const switchOver = () => {
    if (switching.isPending) return;
    switching.mutate(!endpoint.enabled, {
      onSuccess: (updated) =>
        showToast({
          scheme: 'success',
          message: updated.enabled ? t('switch.on') : t('switch.off'),
        }),
    });
  };

  const confirm = (
    kind: 'roll' | 'remove',
    trigger: HTMLElement,
    run: () => Promise<void>,
    after: () => void,
  ) => {
    const modalId = `webhook-${kind}:${id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`, { url: endpoint.url })}
        confirm={t(`${kind}.confirm`)}
        busy={t(`${kind}.busy`)}
        cancel={t('cancel')}
        onConfirm={run}
        onClosed={(done) => (done ? after() : trigger.focus())}
      />
    ));
  };

  const rollSecret = (trigger: HTMLElement) => {
    let rolled: WebhookEndpoint | null = null;
    confirm(
      'roll',
      trigger,
      async () => {
        rolled = await rollWebhookSecret(id);
      },
      () => {
        const shown = rolled;
        if (!shown) return;
        modals.open(`webhook-secret:${id}`, () => (
          <SecretDialog endpoint={shown} rolled onClosed={() => trigger.focus()} />
        ));
      },
    );
  };

  const remove = (trigger: HTMLElement) =>
    confirm(
      'remove',
      trigger,
      async () => {
        await deleteWebhookEndpoint(id);
        await client.invalidateQueries({ queryKey: webhookKeys.list() });
      },
      () => {
        showToast({ scheme: 'success', message: t('remove.done') });
        router.push('/admin/settings/webhooks');
      },
    );

  return { switchOver, switching: switching.isPending, rollSecret, remove };
}
