'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { DialogSelect, NamedOptions } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
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
  const merged = useRef(false);
  // A refusal is the §8 toast; the labels refetch behind it either way.
  const merge = useOptimisticMutation<AdminLabel>({
    queryKey: contentLabelKeys.all(),
    mutationFn: (chosen) => mergeLabel(label.id, chosen.id),
    refetchInBackground: true,
  });
  const form = useDraftForm({
    initial: () => ({ into: '' }),
    fields: ['into'],
    parse: ({ into }) => {
      const target = others.find((other) => other.id === into);
      return target
        ? { input: target, errors: null }
        : { input: null, errors: { into: 'merge.required' } };
    },
    send: async (chosen) => {
      await merge.mutateAsync(chosen);
      merged.current = true;
      showToast({
        scheme: 'success',
        message: t('merge.done', { from: label.name, into: chosen.name }),
      });
      modals.close(modalId);
    },
    // The merge shows its own refusal (the §8 toast).
    failures: 'elsewhere',
    keyText: (_field, key) => t(key),
  });
  const errorId = form.errorId('into');

  return (
    <DialogForm
      title={t('merge.title', { name: label.name })}
      description={t('merge.description', { name: label.name, count: label.usageCount })}
      form={form}
      submit={t('merge.confirm')}
      busy={t('merge.busy')}
      cancel={t('cancel')}
      onClosed={() => onClosed(merged.current)}
    >
      <DialogSelect
        id={`${form.id}-into`}
        label={t('merge.into')}
        value={form.draft.into}
        onChange={(into) => form.change({ into })}
        required
        aria-invalid={form.invalid('into')}
        aria-describedby={errorId}
        error={
          errorId && (
            <div id={errorId} className="field-error">
              <p>{form.messageOf('into')}</p>
            </div>
          )
        }
      >
        <option value="">{t('merge.choose')}</option>
        <NamedOptions items={others} />
      </DialogSelect>
    </DialogForm>
  );
}
