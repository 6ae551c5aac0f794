'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { useForm } from '@/components/forms/use-form';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { ApiError } from '@/lib/api/errors';
import {
  askForErasure,
  type ErasureRequest,
  erasureRequestKeys,
  latestErasureRequestQuery,
  withdrawErasureRequest,
} from '@/lib/resources/erasure-requests';
import { ERASURE_NOTE_MAX } from '@/shared/privacy/erasure';

/**
 * The state and actions of "Erase my account" on /account/details (issue 42, item 4): the
 * person's newest request, the optional note, Ask (confirmed in a dialog; focus then on
 * Withdraw, or back on Ask when cancelled), Withdraw (focus back on the note), and the status
 * line that says what happened.
 */
export function useErasureRequest(accountId: string, portalName: string) {
  const t = useTranslations('privacy.own');
  const client = useQueryClient();
  const modals = useModals();
  const query = useQuery(latestErasureRequestQuery(accountId));
  const [status, setStatus] = useState('');
  const noteBox = useRef<HTMLDivElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<'withdraw' | 'note' | null>(null);
  const form = useForm<'note'>({
    fields: { note: { value: '', rules: `max:${ERASURE_NOTE_MAX}`, trim: true } },
    onSubmit: () => undefined,
  });

  // Once the section shows the state a write led to.
  useEffect(() => {
    if (!focusNext) return;
    const target =
      focusNext === 'withdraw'
        ? withdrawButton.current
        : noteBox.current?.querySelector('textarea');
    if (!target) return;
    target.focus();
    setFocusNext(null);
  });

  const key = erasureRequestKeys.latest(accountId, null);
  const show = (request: ErasureRequest | null) => client.setQueryData(key, request);

  const ask = (trigger: HTMLElement) => {
    const validated = form.validate('note');
    if (!validated.fields.note?.valid) {
      noteBox.current?.querySelector('textarea')?.focus();
      return;
    }
    const note = String(form.values.note ?? '').trim();
    const modalId = 'erasure-request-ask';
    setStatus('');
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('confirm.title')}
        description={t('confirm.description', { portal: portalName })}
        confirm={t('confirm.confirm')}
        busy={t('confirm.busy')}
        cancel={t('confirm.cancel')}
        onConfirm={async () => {
          try {
            show(await askForErasure(note));
          } catch (error) {
            // Asked already (another tab): the section shows that request.
            if (error instanceof ApiError && error.status === 409) {
              void client.invalidateQueries({ queryKey: key });
            }
            throw error;
          }
          form.reset();
          setStatus(t('asked'));
        }}
        onClosed={(done) => (done ? setFocusNext('withdraw') : trigger.focus())}
      />
    ));
  };

  const withdrawal = useOptimisticMutation<string, ErasureRequest>({
    mutationFn: (id) => withdrawErasureRequest(id),
    errorTitle: t('withdrawFailed'),
  });
  const withdraw = (id: string) =>
    withdrawal.mutate(id, {
      onSuccess: (request) => {
        show(request);
        setStatus(t('withdrawn'));
        setFocusNext('note');
      },
    });

  return {
    query,
    request: query.data,
    form,
    status,
    ask,
    withdraw,
    withdrawing: withdrawal.isPending,
    refs: { noteBox, withdrawButton },
  };
}

export type ErasureRequestState = ReturnType<typeof useErasureRequest>;
