'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { FIELD_RULES } from '@/shared/validation/field-rules';

export interface PendingEmail {
  newEmail: string;
  expiresAt: string;
}

function pendingOf(document: { data?: unknown }): PendingEmail | null {
  const data = document.data as { attributes?: { new_email?: string; expires_at?: string } } | null;
  const attributes = data?.attributes;
  return attributes?.new_email && attributes.expires_at
    ? { newEmail: attributes.new_email, expiresAt: attributes.expires_at }
    : null;
}

/**
 * A new e-mail address: the current password is required; a single-use link goes to
 * the new address, and the current one keeps working until that link is opened. A pending
 * change is shown and can be withdrawn.
 */
export function EmailForm({
  accountId,
  email,
  pending: initialPending,
}: {
  accountId: string;
  email: string;
  pending: PendingEmail | null;
}) {
  const t = useTranslations('account.self');
  const id = useId();
  const [pendingChange, setPendingChange] = useState(initialPending);
  const [status, setStatus] = useState('');
  const emailInput = useRef<HTMLDivElement>(null);
  const path = `/v1/accounts/${encodeURIComponent(accountId)}/email_change`;
  const rules = FIELD_RULES.changeEmail;
  const form = useForm<'email' | 'current_password'>({
    fields: {
      email: { value: '', rules: rules.email, trim: true },
      current_password: { value: '', rules: rules.current_password },
    },
    onSubmit: async (values) => {
      setStatus('');
      const document = await apiFetch(path, {
        method: 'POST',
        body: serialize('email_changes', values),
      });
      setPendingChange(pendingOf(document));
      return { status: 201 };
    },
    onSuccess: (_result, values) => setStatus(t('emailSent', { email: String(values.email) })),
  });

  // The pending change is this form's own state: nothing to refetch.
  const withdrawal = useOptimisticMutation({
    mutationFn: () => apiFetch(path, { method: 'DELETE' }),
    errors: () => setStatus(t('emailWithdrawFailed')),
  });
  const withdraw = () =>
    withdrawal.mutate(undefined, {
      onSuccess: () => {
        setPendingChange(null);
        setStatus(t('emailWithdrawn'));
        emailInput.current?.querySelector('input')?.focus();
      },
    });

  return (
    <section className="self-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('emailTitle')}</h2>
      <p>
        {t('emailCurrent')} <strong className="self-email">{email}</strong>
      </p>
      {pendingChange && (
        <div className="self-pending">
          <p>
            {t.rich('emailPending', {
              email: pendingChange.newEmail,
              strong: (chunks) => <strong className="self-email">{chunks}</strong>,
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={withdrawal.isPending}
            onClick={withdraw}
          >
            {t('emailWithdraw')}
          </button>
        </div>
      )}
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <div ref={emailInput}>
          <TextField
            field={form.field('email')}
            type="email"
            label={t('newEmail')}
            hint={t('newEmailHint')}
            autoComplete="email"
          />
        </div>
        <TextField
          field={form.field('current_password')}
          type="password"
          label={t('currentPassword')}
          autoComplete="current-password"
        />
        <div className="self-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('sending') : t('sendEmailLink')}
          </button>
          <p className="field-hint" role="status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
