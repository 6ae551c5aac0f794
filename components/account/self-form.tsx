'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { SubmitRow } from '@/components/forms/submit-button';
import { type UseFormOptions, type UseFormReturn, useForm } from '@/components/forms/use-form';

/**
 * useForm for a part of /account/details, with the status line that says what came of it:
 * emptied as a submit starts, `saved(values)` once it succeeded. `setStatus` is for what the
 * part does besides its form (withdrawing a pending e-mail change).
 */
export function useSelfForm<K extends string>({
  saved,
  onSubmit,
  onSuccess,
  ...options
}: UseFormOptions<K> & { saved: (values: Record<K, unknown>) => string }) {
  const [status, setStatus] = useState('');
  const form = useForm<K>({
    ...options,
    onSubmit: (values) => {
      setStatus('');
      return onSubmit(values);
    },
    onSuccess: (result, values) => {
      setStatus(saved(values));
      onSuccess?.(result, values);
    },
  });
  return { form, status, setStatus };
}

/**
 * One part of /account/details: a titled section whose form changes one thing, its submit
 * button (saying "Saving…" unless `busyLabel` says otherwise) beside the status line
 * (useSelfForm's). `intro` stands between the title and the form.
 */
export function SelfForm({
  title,
  form,
  status,
  submit,
  busyLabel,
  intro,
  children,
}: {
  title: string;
  form: Pick<UseFormReturn, 'handleSubmit' | 'submitting' | 'generalError'>;
  status: string;
  submit: string;
  busyLabel?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('account.self');
  const id = useId();
  return (
    <section className="self-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro}
      <BoundForm form={form}>
        {children}
        <SubmitRow
          className="self-actions"
          form={form}
          label={submit}
          busyLabel={busyLabel ?? t('saving')}
        >
          <p className="field-hint" role="status">
            {status}
          </p>
        </SubmitRow>
      </BoundForm>
    </section>
  );
}
