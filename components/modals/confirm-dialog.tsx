'use client';

import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useModals } from '@/components/modals/modal-queue';
import { ConfirmDialogContent } from './confirm-dialog-content';
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
  return (
    <ConfirmDialogContent
      title={props.title}
      description={props.description}
      cancel={props.cancel}
      confirm={props.confirm}
      busy={props.busy}
      pending={pending}
      confirmClassName={`button ${props.tone === 'primary' ? 'button-primary' : 'button-danger'}`}
      onConfirm={run}
      onClosed={() => props.onClosed(done.current)}
    />
  );
}
