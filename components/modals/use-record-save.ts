'use client';

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { showToast } from '@/components/ui/show-toast';
import { useModals } from './modal-queue';

/** What a dialog that adds or edits one record takes beside the record. */
export interface RecordDialogProps<T> {
  modalId: string;
  /** After closing, with the record saved (null: none), to move the focus or announce it. */
  onClosed: (saved: T | null) => void;
}

/**
 * The end of a record dialog's save, the same in each: the record is kept for `onClosed`, the
 * lists that show it are refreshed before the dialog closes (so the record is in them when the
 * focus returns), a toast says it was saved, and the dialog closes.
 */
export function useRecordSave<T>({ modalId, onClosed }: RecordDialogProps<T>) {
  const modals = useModals();
  const client = useQueryClient();
  const saved = useRef<T | null>(null);
  return {
    /** After the save: keeps `record`, refreshes the `refresh` queries, says `message`, closes. */
    done: async (record: T, message: string, refresh: readonly QueryKey[]) => {
      saved.current = record;
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
      showToast({ scheme: 'success', message });
      modals.close(modalId);
    },
    /** The dialog's own onClosed. */
    closed: () => onClosed(saved.current),
  };
}
