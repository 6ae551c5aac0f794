'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CardHead } from '@/components/catalogs-admin/card-head';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useModals } from '@/components/modals/modal-queue';
import { AdminListScreen } from '@/components/ui/admin-list-screen';
import {
  automationsQuery,
  commerceKeys,
  deleteAutomation,
  type OrderAutomation,
  type AutomationsPage as Page,
  saveAutomation,
} from '@/lib/resources/commerce';
import { AutomationDialog } from './automation-dialog';
import { useConfirmDelete } from './use-confirm-delete';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/settings/order-automations (SCREENS "Commerce"): the portal's rules, in the order
 * they run, each saying when it runs and what it does; switched on or off, edited, removed.
 * Each runs once per order; failures show on the order with a retry.
 */
export function AutomationsPage() {
  const t = useTranslations('commerce.automations');
  const modals = useModals();
  const confirmDelete = useConfirmDelete();
  const query = useQuery(automationsQuery());
  const [announcement, setAnnouncement] = useState('');
  const toggle = useOptimisticMutation<OrderAutomation, OrderAutomation, Page>({
    queryKey: commerceKeys.automations(),
    mutationFn: (automation) => saveAutomation(automation.id, { active: !automation.active }),
    optimistic: (page, automation) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === automation.id ? { ...item, active: !automation.active } : item,
      ),
    }),
  });
  const edit = (automation: OrderAutomation | null, trigger: HTMLElement) => {
    const modalId = `automation:${automation?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <AutomationDialog
        automation={automation}
        modalId={modalId}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const remove = (automation: OrderAutomation, trigger: HTMLElement) =>
    confirmDelete({
      id: `automation-delete:${automation.id}`,
      title: t('deleteTitle', { name: automation.name }),
      description: t('deleteDescription'),
      trigger,
      onConfirm: async () => {
        await deleteAutomation(automation.id);
        await query.refetch();
        setAnnouncement(t('deleted', { name: automation.name }));
      },
    });

  return (
    <div className="commerce-page">
      <AdminListScreen
        classNames={{
          head: 'commerce-page-head',
          actions: 'commerce-actions',
          empty: 'commerce-empty',
        }}
        title={t('title')}
        intro={t('intro')}
        create={{ text: t('newAutomation'), onClick: (trigger) => edit(null, trigger) }}
        announcement={announcement}
        query={query}
        empty={{ text: t('empty'), hint: t('emptyHint') }}
      >
        {(automations) => (
          <ol className="commerce-rules">
            {automations.map((automation) => (
              <AutomationCard
                key={automation.id}
                automation={automation}
                onToggle={() => toggle.mutate(automation)}
                onEdit={(trigger) => edit(automation, trigger)}
                onRemove={(trigger) => remove(automation, trigger)}
              />
            ))}
          </ol>
        )}
      </AdminListScreen>
    </div>
  );
}

function AutomationCard({
  automation,
  onToggle,
  onEdit,
  onRemove,
}: {
  automation: OrderAutomation;
  onToggle: () => void;
  onEdit: (trigger: HTMLElement) => void;
  onRemove: (trigger: HTMLElement) => void;
}) {
  const t = useTranslations('commerce.automations');
  const headingId = useId();
  const does = [
    automation.courses.length > 0 &&
      t('does.enrol', { courses: automation.courses.map((course) => course.title).join(', ') }),
    automation.subscriptionMonths &&
      t('does.subscription', { months: automation.subscriptionMonths }),
    automation.coachName && t('does.coach', { coach: automation.coachName }),
    automation.message && t('does.notify', { message: automation.message }),
  ].filter((item): item is string => Boolean(item));
  return (
    <li className="commerce-card kit-card commerce-rule" aria-labelledby={headingId}>
      <CardHead
        classNames={{ head: 'commerce-card-head', summary: 'muted', actions: 'commerce-actions' }}
        headingId={headingId}
        title={automation.name}
        summary={t(`when.${automation.trigger}`, {
          product: automation.productName ?? t('anyProductLower'),
        })}
        actions={[
          { text: t('edit'), label: t('editLabel', { name: automation.name }), onClick: onEdit },
          {
            text: t('delete'),
            label: t('deleteLabel', { name: automation.name }),
            onClick: onRemove,
          },
        ]}
      >
        <button
          type="button"
          role="switch"
          aria-checked={automation.active}
          className="commerce-switch"
          aria-label={t('activeLabel', { name: automation.name })}
          onClick={onToggle}
        >
          <span aria-hidden="true" className="commerce-switch-track" />
          <span>{automation.active ? t('on') : t('off')}</span>
        </button>
      </CardHead>
      <ul className="commerce-does">
        {does.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </li>
  );
}
