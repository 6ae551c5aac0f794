import * as Dialog from '@radix-ui/react-dialog';

interface ConfirmDialogContentProps {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  /** The confirm button's text while the action runs. */
  busy: string;
  /** Whether the action runs: the dialog then stays open and its buttons are disabled. */
  pending: boolean;
  /** The confirm button's classes. */
  confirmClassName: string;
  onConfirm: () => void;
  /** After closing, in place of Radix's focus return: the caller decides where focus goes. */
  onClosed: () => void;
}

/**
 * The alert dialog of a confirmation in the one modal queue: title, description, Cancel
 * (first, so it takes focus: the safe choice) and the confirm button. While the action runs it
 * cannot be dismissed, since closing then would strand focus on what is about to change.
 */
export function ConfirmDialogContent({
  title,
  description,
  cancel,
  confirm,
  busy,
  pending,
  confirmClassName,
  onConfirm,
  onClosed,
}: ConfirmDialogContentProps) {
  const keepOpen = (event: Event) => {
    if (pending) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      role="alertdialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      // The queue has no Dialog.Trigger to return to.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <div className="modal-actions">
        <Dialog.Close className="button" disabled={pending}>
          {cancel}
        </Dialog.Close>
        <button type="button" className={confirmClassName} onClick={onConfirm} disabled={pending}>
          {pending ? busy : confirm}
        </button>
      </div>
    </Dialog.Content>
  );
}
