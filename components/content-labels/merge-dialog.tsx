'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { NativeSelect } from '@/components/forms/native-fields';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { type AdminLabel, contentLabelKeys, mergeLabel } from '@/lib/resources/content-labels';

/**
 * "Merge ‘Beginner’ into …": every course with the label gets the chosen one instead (a course
 * with both keeps one), then the label is deleted.
 */
export function MergeDialog({
  label,
  others,
  modalId,
  onClosed,
}: {
  label: AdminLabel;
  others: AdminLabel[];
  modalId: string;
  onClosed: (merged: boolean) => void;
}) {
  const t = useTranslations('contentLabels');
  const modals = useModals();
  const id = useId();
  const [into, setInto] = useState('');
  const [missing, setMissing] = useState(false);
  const merged = useRef(false);
  const target = others.find((other) => other.id === into);
  const merge = useOptimisticMutation<AdminLabel>({
    queryKey: contentLabelKeys.all(),
    mutationFn: (chosen) => mergeLabel(label.id, chosen.id),
    refetchInBackground: true,
  });
  const pending = merge.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setMissing(true);
      return;
    }
    merge.mutate(target, {
      onSuccess: (_result, chosen) => {
        merged.current = true;
        showToast({
          scheme: 'success',
          message: t('merge.done', { from: label.name, into: chosen.name }),
        });
        modals.close(modalId);
      },
    });
  };
  const keepOpen = (event: Event) => {
    if (pending) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(merged.current);
      }}
    >
      <Dialog.Title>{t('merge.title', { name: label.name })}</Dialog.Title>
      <Dialog.Description>
        {t('merge.description', { name: label.name, count: label.usageCount })}
      </Dialog.Description>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-into`}>{t('merge.into')}</label>
          <NativeSelect
            id={`${id}-into`}
            value={into}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setInto(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{t('merge.choose')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </NativeSelect>
          {missing && (
            <div id={`${id}-error`} className="field-error">
              <p>{t('merge.required')}</p>
            </div>
          )}
        </div>
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={pending}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={pending}>
            {pending ? t('merge.busy') : t('merge.confirm')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
