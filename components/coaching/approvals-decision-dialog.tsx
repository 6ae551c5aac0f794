'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import { decideMandate, type Mandate, mandateKeys } from '@/lib/resources/coaching';
import { COACHING_RULES } from '@/shared/coaching/rules';
import '@/components/forms/forms.css';

export type Decision = 'approve' | 'decline';

/**
 * Approves or declines a mandate with a reason sent to the coach. It stays open while the
 * decision is sent; `onClosed` learns whether it was taken, to move the focus accordingly.
 */
export function DecisionDialog({
  mandate,
  decision,
  modalId,
  onClosed,
}: {
  mandate: Mandate;
  decision: Decision;
  modalId: string;
  onClosed: (done: boolean) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const modals = useModals();
  const client = useQueryClient();
  const done = useRef(false);
  const form = useForm({
    fields: { reason: { value: '', rules: COACHING_RULES.mandateDecision.reason, trim: true } },
    onSubmit: async (values) => {
      await decideMandate(mandate.id, decision, String(values.reason ?? ''));
      done.current = true;
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
      modals.close(modalId);
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
    },
  });
  return (
    <DialogForm
      title={t(decision === 'approve' ? 'approveTitle' : 'declineTitle', {
        coach: mandate.coach.fullName,
        student: mandate.student.fullName,
      })}
      description={mandate.reason}
      form={form}
      submit={t(decision)}
      busy={t(decision)}
      cancel={t('cancel')}
      tone={decision === 'approve' ? 'primary' : 'danger'}
      onClosed={() => onClosed(done.current)}
    >
      <TextArea field={form.field('reason')} label={t('decisionReason')} rows={3} />
    </DialogForm>
  );
}
