'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { SelfForm, useSelfForm } from './self-form';

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
  const [pendingChange, setPendingChange] = useState(initialPending);
  const emailInput = useRef<HTMLDivElement>(null);
  const path = `/v1/accounts/${encodeURIComponent(accountId)}/email_change`;
  const rules = FIELD_RULES.changeEmail;
  const { form, status, setStatus } = useSelfForm<'email' | 'current_password'>({
    fields: {
      email: { value: '', rules: rules.email, trim: true },
      current_password: { value: '', rules: rules.current_password },
    },
    onSubmit: async (values) => {
      const document = await apiFetch(path, {
        method: 'POST',
        body: serialize('email_changes', values),
      });
      setPendingChange(pendingOf(document));
      return { status: 201 };
    },
    saved: (values) => t('emailSent', { email: String(values.email) }),
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

  const intro = (
    <>
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
    </>
  );
  return (
    <SelfForm
      title={t('emailTitle')}
      form={form}
      status={status}
      submit={t('sendEmailLink')}
      busyLabel={t('sending')}
      intro={intro}
    >
      <div ref={emailInput}>
        <TextField
          field={form.field('email')}
          type="email"
          label={t('newEmail')}
          hint={t('newEmailHint')}
          autoComplete="email"
        />
      </div>
      <PasswordField
        field={form.field('current_password')}
        label={t('currentPassword')}
        purpose="current"
      />
    </SelfForm>
  );
}
