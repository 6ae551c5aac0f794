'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { RuleInput } from '@/shared/validation/validate';
import { FormError } from './form-error';
import type { FormResult } from './form-result';
import { TextArea } from './text-area';
import { useForm } from './use-form';

export interface FeedbackFormProps {
  /** Sends the text; return nothing for success or throw an ApiError (see useForm). */
  onSubmit: (feedback: string) => Promise<FormResult | undefined> | FormResult | undefined;
  /** Shows a cancel button that clears the form, then calls this. */
  onCancel?: () => void;
  label?: string;
  successMessage?: string;
  /** Spec §4: a repeatable form offers a restart link after success. */
  repeatable?: boolean;
  rules?: RuleInput;
}

/** Spec §2 generic feedback form: textarea, submit, cancel; after success a message. */
export function FeedbackForm({
  onSubmit,
  onCancel,
  label,
  successMessage,
  repeatable = false,
  rules = 'required',
}: FeedbackFormProps) {
  const t = useTranslations('forms.feedback');
  const form = useForm({
    fields: { feedback: { value: '', rules, trim: true } },
    onSubmit: (values) => onSubmit(String(values.feedback)),
  });
  const success = useRef<HTMLDivElement>(null);
  const done = form.status === 'success';
  useEffect(() => {
    // The form the user was in is gone: take focus to the message that replaced it.
    if (done) success.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={success} role="status" tabIndex={-1} className="feedback-success">
        <p>{successMessage ?? t('success')}</p>
        {repeatable && (
          <button type="button" className="link-button" onClick={form.reset}>
            {t('restart')}
          </button>
        )}
      </div>
    );
  }
  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
      <FormError message={form.generalError} />
      <TextArea field={form.field('feedback')} label={label ?? t('label')} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('submit')}
        </button>
        {onCancel && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              form.reset();
              onCancel();
            }}
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
