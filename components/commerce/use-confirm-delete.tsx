'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';

export interface ConfirmDelete {
  /** The modal's id in the queue (one per record). */
  id: string;
  title: string;
  description: string;
  /** The button that asked: focus returns to it when nothing was deleted. */
  trigger: HTMLElement;
  onConfirm: () => Promise<unknown>;
  /** Where focus goes once deleted (the trigger has gone with its record): the page's heading. */
  focusAfter?: () => HTMLElement | null;
}

/**
 * Asks before a commerce record is deleted (one confirmation dialog, components/modals):
 * Delete, Cancel, and focus back where it belongs either way.
 */
export function useConfirmDelete() {
  const t = useTranslations('commerce.confirm');
  const modals = useModals();
  return useCallback(
    (options: ConfirmDelete) =>
      modals.open(options.id, () => (
        <ConfirmDialog
          modalId={options.id}
          title={options.title}
          description={options.description}
          confirm={t('delete')}
          busy={t('deleting')}
          cancel={t('cancel')}
          onConfirm={options.onConfirm}
          onClosed={(done) => {
            const after = done
              ? (options.focusAfter?.() ?? document.querySelector<HTMLElement>('.commerce-page h1'))
              : null;
            (after ?? options.trigger).focus();
          }}
        />
      )),
    [modals, t],
  );
}
