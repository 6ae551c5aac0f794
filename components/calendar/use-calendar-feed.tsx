'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import {
  type CalendarFeed,
  calendarFeedKeys,
  calendarFeedQuery,
  deleteCalendarFeed,
  saveCalendarFeed,
} from '@/lib/resources/calendar-feed';

/**
 * The calendar feed section's state and actions: the feed, Create (then focus on Copy), Copy
 * (announced), Reset and Switch off (each confirmed; focus back on Reset, or on Create once the
 * feed is off), and the status line that says what happened.
 */
export function useCalendarFeed() {
  const t = useTranslations('calendar.settings');
  const client = useQueryClient();
  const modals = useModals();
  const query = useQuery(calendarFeedQuery());
  const [status, setStatus] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const addressField = useRef<HTMLInputElement>(null);
  // Where focus goes once the section shows the state a write led to.
  const [focusNext, setFocusNext] = useState<'copy' | 'create' | null>(null);
  const feed = query.data;

  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext === 'copy' ? copyButton.current : createButton.current;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  });

  const show = (next: CalendarFeed | null) => client.setQueryData(calendarFeedKeys.own(), next);
  const create = useOptimisticMutation<void, CalendarFeed>({
    mutationFn: () => saveCalendarFeed(false),
  });
  const startCreate = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        show(made);
        setStatus(t('made'));
        setFocusNext('copy');
      },
    });

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setStatus(t('copied'));
    } catch {
      addressField.current?.select();
      setStatus(t('copyFailed'));
    }
  };

  const reset = (trigger: HTMLElement) => {
    const modalId = 'calendar-feed-reset';
    setStatus('');
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('reset.title')}
        description={t('reset.description')}
        confirm={t('reset.confirm')}
        busy={t('reset.busy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          show(await saveCalendarFeed(true));
          setStatus(t('reset.done'));
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  const switchOff = (trigger: HTMLElement) => {
    const modalId = 'calendar-feed-off';
    setStatus('');
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('off.title')}
        description={t('off.description')}
        confirm={t('off.confirm')}
        busy={t('off.busy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await deleteCalendarFeed();
          show(null);
          setStatus(t('off.done'));
        }}
        onClosed={(done) => (done ? setFocusNext('create') : trigger.focus())}
      />
    ));
  };

  return {
    query,
    feed,
    status,
    creating: create.isPending,
    startCreate,
    copy,
    reset,
    switchOff,
    refs: { createButton, copyButton, addressField },
  };
}

export type CalendarFeedState = ReturnType<typeof useCalendarFeed>;
