'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The Radix dialog the queued modals render into (focus trap, focus return, Escape, overlay).
 * Loaded the first time a modal opens (modal-queue.tsx), so pages without one never ship it.
 */
export function ModalHost({
  modalKey,
  open,
  onClose,
  children,
}: {
  modalKey: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      // A new key per modal: the next one in the queue mounts fresh (focus goes into it).
      key={modalKey}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        {/* The portal gives its direct child a ref; a modal loaded on demand (next/dynamic)
            cannot hold one, so it sits in a box that lays nothing out. */}
        <div className="modal-layer">{children}</div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
