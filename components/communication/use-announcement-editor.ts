'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { showToast } from '@/components/ui/show-toast';
import {
  type Announcement,
  type AnnouncementInput,
  announcementKeys,
  createAnnouncement,
  updateAnnouncement,
} from '@/lib/resources/announcements';
import { meKeys } from '@/lib/resources/me';

/** The announcement being edited (null: a new one) and the button that opened the form. */
type Editing = { announcement: Announcement | null; trigger: HTMLElement | null } | null;

/**
 * The announcements screen's form: which announcement it edits, its save (a refusal is the
 * form's to show), and the status line that says what was done. Closing returns the keyboard to
 * the button that opened it (still there), or else to "New announcement".
 */
export function useAnnouncementEditor() {
  const t = useTranslations('communication.announcements');
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the form has closed (its buttons are enabled again by then).
  const focusAfterClose = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (editing !== null || !focusAfterClose.current) return;
    focusAfterClose.current.focus();
    focusAfterClose.current = null;
  }, [editing]);

  const open = (announcement: Announcement | null, trigger: HTMLElement | null) =>
    setEditing({ announcement, trigger });
  const close = () => {
    const trigger = editing?.trigger;
    focusAfterClose.current = trigger?.isConnected ? trigger : newButton.current;
    setEditing(null);
  };

  const write = useOptimisticMutation({
    queryKey: announcementKeys.all(),
    mutationFn: ({ id, input }: { id: string | null; input: AnnouncementInput }) =>
      id ? updateAnnouncement(id, input) : createAnnouncement(input),
    // On the form, by its field or on top: its useForm maps the refusal `save` rejects with.
    errors: 'inline',
  });
  /** Saves the form's input: once saved, says so and closes; rejects with the API's refusal. */
  const save = async (input: AnnouncementInput) => {
    const id = editing?.announcement?.id ?? null;
    const saved = await write.mutateAsync({ id, input });
    // The banner of Me may have changed.
    void client.invalidateQueries({ queryKey: meKeys.me() });
    const message = t(id ? 'saved' : 'created', { title: saved.title });
    setStatus(message);
    showToast({ scheme: 'success', message });
    focusAfterClose.current = newButton.current;
    setEditing(null);
  };

  return {
    /** Whether the form is open (other edits wait until it closes). */
    isEditing: editing !== null,
    /** The announcement the open form edits; null for a new one (or no form). */
    announcement: editing?.announcement ?? null,
    status,
    setStatus,
    newButton,
    open,
    close,
    save,
  };
}

/** The announcements screen's form state, as its parts take it. */
export type AnnouncementEditor = ReturnType<typeof useAnnouncementEditor>;
