'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BoundForm } from '@/components/forms/bound-form';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { declineErasureRequest } from '@/lib/resources/erasure-requests';
import { ERASURE_REASON_MAX, ERASURE_REASON_MIN } from '@/shared/privacy/erasure';

/**
 * Declining a person's open erasure request, with the reason they are told (issue 42, item 4):
 * PATCH /v1/erasure_requests/{id} to declined. Then `onDeclined`, and the page is loaded again.
 */
export function DeclineErasureForm({
  requestId,
  name,
  onDeclined,
}: {
  requestId: string;
  name: string;
  onDeclined: () => void;
}) {
  const t = useTranslations('privacy.account.decline');
  const router = useRouter();
  const form = useForm<'reason'>({
    fields: {
      reason: {
        value: '',
        rules: `required|min:${ERASURE_REASON_MIN}|max:${ERASURE_REASON_MAX}`,
        trim: true,
      },
    },
    apiFields: { decision_reason: 'reason' },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await declineErasureRequest(requestId, String(values.reason));
      return undefined;
    },
    onSuccess: () => {
      onDeclined();
      router.refresh();
    },
    // Answered meanwhile (withdrawn, or erased): the page shows how.
    onError: (result) => {
      if (result.status === 409) router.refresh();
    },
  });
  return (
    <BoundForm form={form}>
      <TextArea
        field={form.field('reason')}
        label={t('reason')}
        hint={t('reasonHint', { name })}
        rows={3}
      />
      <SubmitRow form={form} label={t('submit')} busyLabel={t('busy')} />
    </BoundForm>
  );
}
