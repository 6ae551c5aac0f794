'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useModals } from '@/components/modals/modal-queue';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  modalId: string;
  title: string;
  description: string;
  confirm: string;
  busy: string;
  cancel: string;
  /** The write; a refusal closes the dialog with the §8 error toast. */
  onConfirm: () => Promise<unknown>;
  /** After closing: whether the action was done (the caller decides where focus goes). */
  onClosed: (done: boolean) => void;
  /** The confirm button's look: destructive (the default) or a plain main action. */
  tone?: 'danger' | 'primary';
}

/**
 * A confirmation in the one modal queue for a destructive action: Cancel takes focus
 * first (the safe choice); it stays open while the action runs.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const modals = useModals();
  // The write refetches nothing itself (the caller's onConfirm does); a refusal is the §8 toast.
  const confirm = useOptimisticMutation({ mutationFn: () => props.onConfirm() });
  const pending = confirm.isPending;
  const done = useRef(false);
  // Awaited, not per-call callbacks: the dialog closes even when a modal (the 501 fallback)
  // has taken its place on screen meanwhile.
  const run = async () => {
    try {
      await confirm.mutateAsync();
      done.current = true;
    } catch {
      // Told by the mutation.
    }
    modals.close(props.modalId);
  };
  const keepOpen = (event: Event) => {
    if (pending) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      role="alertdialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        props.onClosed(done.current);
      }}
    >
      <Dialog.Title>{props.title}</Dialog.Title>
      <Dialog.Description>{props.description}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button" disabled={pending}>
          {props.cancel}
        </Dialog.Close>
        <button
          type="button"
          className={`button ${props.tone === 'primary' ? 'button-primary' : 'button-danger'}`}
          onClick={run}
          disabled={pending}
        >
          {pending ? props.busy : props.confirm}
        </button>
      </div>
    </Dialog.Content>
  );
}
