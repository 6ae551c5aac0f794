'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { NameDialog } from './name-dialog';
import { useRefreshBoard } from './use-catalog-writes';

/** A name dialog of the catalogs board: add or rename a catalog or a category. */
export interface NameRequest {
  /** The modal's id in the queue (one per record and action). */
  id: string;
  title: string;
  description: string;
  label: string;
  initial?: string;
  submit: string;
  save: (name: string) => Promise<unknown>;
}

/** A delete confirmation of the catalogs board. */
export interface DeleteRequest {
  id: string;
  title: string;
  description: string;
  confirm: string;
  remove: () => Promise<unknown>;
  /** Where focus goes: `done` says whether it was deleted (its button gone with it). */
  onClosed: (done: boolean) => void;
}

/**
 * The dialogs every write on /admin/catalogs goes through: each refetches the board once it
 * has saved (the write changes its shape), and a name dialog hands focus back to the button
 * that opened it.
 */
export function useCatalogDialogs() {
  const t = useTranslations('catalogsAdmin');
  const modals = useModals();
  const refresh = useRefreshBoard();
  const askName = (request: NameRequest, trigger: HTMLElement) =>
    modals.open(request.id, () => (
      <NameDialog
        modalId={request.id}
        title={request.title}
        description={request.description}
        label={request.label}
        initial={request.initial}
        submit={request.submit}
        onSave={async (name) => {
          await request.save(name);
          await refresh();
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  const confirmDelete = (request: DeleteRequest) =>
    modals.open(request.id, () => (
      <ConfirmDialog
        modalId={request.id}
        title={request.title}
        description={request.description}
        confirm={request.confirm}
        busy={t('deleting')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await request.remove();
          await refresh();
        }}
        onClosed={request.onClosed}
      />
    ));
  return { askName, confirmDelete };
}
