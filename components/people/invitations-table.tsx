'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { EmailAddress } from '@/components/ui/email-address';
import { showToast } from '@/components/ui/show-toast';
import { roleList } from '@/lib/access/role-names';
import {
  type Invitation,
  type InviteResults,
  peopleKeys,
  resendInvitations,
  withdrawInvitation,
} from '@/lib/resources/people';

/** Send again and Withdraw, each telling what it did; the list is read again after either. */
function useInvitationActions() {
  const t = useTranslations('people.invitations.list');
  const client = useQueryClient();
  const modals = useModals();
  const resend = useOptimisticMutation<Invitation, InviteResults>({
    mutationFn: (invitation) => resendInvitations({ accountIds: [invitation.id] }),
    refetch: [peopleKeys.invitations()],
  });
  return {
    resend: (invitation: Invitation) =>
      resend.mutate(invitation, {
        onSuccess: (sent) =>
          showToast(
            sent.results[0]?.problem
              ? { scheme: 'warning', message: t('resendFailed', { email: invitation.email }) }
              : { scheme: 'success', message: t('resent', { email: invitation.email }) },
          ),
      }),
    withdraw: (invitation: Invitation, trigger: HTMLElement) => {
      const modalId = `invitation-withdraw:${invitation.id}`;
      modals.open(modalId, () => (
        <ConfirmDialog
          modalId={modalId}
          title={t('withdrawTitle', { name: invitation.fullName })}
          description={t('withdrawDescription')}
          confirm={t('withdraw')}
          busy={t('withdrawing')}
          cancel={t('cancel')}
          onConfirm={async () => {
            await withdrawInvitation(invitation.id);
            await client.invalidateQueries({ queryKey: peopleKeys.invitations() });
            showToast({
              scheme: 'success',
              message: t('withdrawn', { name: invitation.fullName }),
            });
          }}
          onClosed={() => trigger.focus()}
        />
      ));
    },
  };
}

/**
 * The invitations as a table (cards on phones): who, where, which roles, where it stands, when
 * it was sent and until when it works, and its actions (a withdrawn or expired one can be sent
 * again; a waiting one withdrawn too).
 */
export function InvitationsTable({ invitations }: { invitations: readonly Invitation[] }) {
  const t = useTranslations('people.invitations.list');
  const common = useTranslations('common');
  const format = useFormatter();
  const actions = useInvitationActions();
  const when = (value: string | null) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const columns: AdminColumn<Invitation>[] = [
    { header: t('columns.name'), rowHeader: true, cell: (row) => row.fullName },
    { header: t('columns.email'), cell: (row) => <EmailAddress email={row.email} /> },
    { header: t('columns.entity'), cell: (row) => row.entityName },
    { header: t('columns.roles'), cell: (row) => roleList(row.roles, common) },
    {
      header: t('columns.status'),
      cell: (row) => (
        <span className={`people-status people-status-${row.status}`}>
          {t(`statuses.${row.status}`)}
        </span>
      ),
    },
    { header: t('columns.sent'), cell: (row) => (row.sentAt ? when(row.sentAt) : t('notSent')) },
    { header: t('columns.expires'), cell: (row) => when(row.expiresAt) },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cellClassName: 'people-row-actions',
      cell: (row) => (
        <AdminActions
          actions={[
            {
              text: t('resend'),
              label: t('resendLabel', { name: row.fullName }),
              onClick: () => actions.resend(row),
            },
            row.status === 'pending' && {
              text: t('withdraw'),
              label: t('withdrawLabel', { name: row.fullName }),
              onClick: (trigger) => actions.withdraw(row, trigger),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <AdminTable
      className="people-table people-invitations-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={invitations}
    />
  );
}
