'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
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
  // While the removal runs the dialog stays: closing it then would strand focus on a button
  // that is about to disappear.
  const keepOpen = (event: Event) => {
    if (mutation.isPending) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog"
      role="alertdialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      // The queue has no Dialog.Trigger to return to: the caller decides where focus goes.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(done.current);
      }}
    >
      <Dialog.Title>{texts.title}</Dialog.Title>
      <Dialog.Description>{texts.text}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button" disabled={mutation.isPending}>
          {texts.cancel}
        </Dialog.Close>
        <button
          type="button"
          className="button portfolio-confirm-delete"
          onClick={confirm}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? texts.busy : texts.confirm}
        </button>
      </div>
    </Dialog.Content>
  );
}
