'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
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
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(done.current);
      }}
    >
      <Dialog.Title>
        {t(decision === 'approve' ? 'approveTitle' : 'declineTitle', {
          coach: mandate.coach.fullName,
          student: mandate.student.fullName,
        })}
      </Dialog.Title>
      <Dialog.Description>{mandate.reason}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextArea field={form.field('reason')} label={t('decisionReason')} rows={3} />
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button
            type="submit"
            className={`button ${decision === 'approve' ? 'button-primary' : 'button-danger'}`}
            disabled={form.submitting}
          >
            {t(decision)}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
