'use client';

import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialogContent } from '@/components/modals/confirm-dialog-content';
import { useModals } from '@/components/modals/modal-queue';
import { portfolioKeys } from '@/lib/resources/portfolio';
import type { PortfolioPages } from '@/lib/resources/portfolio-cache';

/** The translated texts of one confirmed removal: its button, its dialog and its busy state. */
export interface RemoveTexts {
  button: string;
  /** The button's accessible name, naming what it removes. */
  label: string;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  busy: string;
}

interface ConfirmRemoveProps {
  accountId: string;
  /** The modal queue's id of the dialog: one per thing removed. */
  modalId: string;
  texts: RemoveTexts;
  /** The server call that removes it. */
  remove: () => Promise<unknown>;
  /** The cached portfolio without it, once the server agrees (undefined: unchanged). */
  removed: (pages: PortfolioPages) => PortfolioPages | undefined;
}

interface ConfirmRemoveButtonProps extends ConfirmRemoveProps {
  className: string;
  /** Called once it is gone and the dialog closed: the caller moves focus on. */
  onRemoved: () => void;
}

/** Remove something from the portfolio, after confirming in an alert dialog of the one modal queue. */
export function ConfirmRemoveButton({
  className,
  onRemoved,
  ...confirm
}: ConfirmRemoveButtonProps) {
  const modals = useModals();
  return (
    <button
      type="button"
      className={className}
      aria-label={confirm.texts.label}
      onClick={(event) => {
        const trigger = event.currentTarget;
        modals.open(confirm.modalId, () => (
          <ConfirmRemove {...confirm} onClosed={(done) => (done ? onRemoved() : trigger.focus())} />
        ));
      }}
    >
      {confirm.texts.button}
    </button>
  );
}

/**
 * The confirmation; Cancel takes focus first (the safe choice). A failed removal closes it and
 * is told by the global error toast; the list is refetched either way.
 */
function ConfirmRemove({
  accountId,
  modalId,
  texts,
  remove,
  removed,
  onClosed,
}: ConfirmRemoveProps & { onClosed: (done: boolean) => void }) {
  const modals = useModals();
  const done = useRef(false);
  const mutation = useOptimisticMutation<void, unknown, PortfolioPages>({
    queryKey: portfolioKeys.list(accountId),
    mutationFn: remove,
    // Gone once the server agrees: the dialog says it is busy meanwhile.
    confirmed: (pages) => removed(pages) ?? pages,
  });
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        done.current = true;
        modals.close(modalId);
      },
      onError: () => modals.close(modalId),
    });
  return (
    <ConfirmDialogContent
      title={texts.title}
      description={texts.text}
      cancel={texts.cancel}
      confirm={texts.confirm}
      busy={texts.busy}
      pending={mutation.isPending}
      confirmClassName="button portfolio-confirm-delete"
      onConfirm={confirm}
      onClosed={() => onClosed(done.current)}
    />
  );
}
