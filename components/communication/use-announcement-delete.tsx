'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import {
  type Announcement,
  announcementKeys,
  deleteAnnouncement,
} from '@/lib/resources/announcements';
import { meKeys } from '@/lib/resources/me';

/**
 * "Delete" of an announcement: asks first, then says it on the status line; the keyboard goes
 * to "New announcement" once deleted, or back to the row's button when cancelled.
 */
export function useAnnouncementDelete(
  setStatus: (status: string) => void,
  newButton: RefObject<HTMLButtonElement | null>,
) {
  const t = useTranslations('communication.announcements');
  const client = useQueryClient();
  const modals = useModals();
  // Refused: the dialog says so (the §8 toast).
  const erase = useOptimisticMutation({
    queryKey: announcementKeys.all(),
    mutationFn: (announcement: Announcement) => deleteAnnouncement(announcement.id),
    errors: 'inline',
  });

  return (announcement: Announcement, trigger: HTMLElement) => {
    const modalId = `announcement-delete:${announcement.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('deleteDialog.title', { title: announcement.title })}
        description={t('deleteDialog.description')}
        confirm={t('deleteDialog.confirm')}
        busy={t('deleteDialog.busy')}
        cancel={t('deleteDialog.cancel')}
        onConfirm={async () => {
          await erase.mutateAsync(announcement);
          setStatus(t('deleted', { title: announcement.title }));
          void client.invalidateQueries({ queryKey: meKeys.me() });
        }}
        onClosed={(done) => (done ? newButton.current?.focus() : trigger.focus())}
      />
    ));
  };
}
