'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { FIELD_RULES } from '@/shared/validation/field-rules';

/**
 * A new password: the current one is required; this session stays signed in, every
 * other one is signed out; the form empties after saving.
 */
export function PasswordForm({ accountId }: { accountId: string }) {
  const t = useTranslations('account.self');
  const id = useId();
  const [status, setStatus] = useState('');
  const rules = FIELD_RULES.changePassword;
  const form = useForm<'current_password' | 'password'>({
    fields: {
      current_password: { value: '', rules: rules.current_password },
      password: { value: '', rules: rules.password },
    },
    onSubmit: async (values) => {
      setStatus('');
      await apiFetch(`/v1/accounts/${encodeURIComponent(accountId)}/password`, {
        method: 'POST',
        body: serialize('passwords', values),
      });
      return undefined;
    },
    onSuccess: () => setStatus(t('passwordSaved')),
  });
  return (
    <section className="self-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('passwordTitle')}</h2>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextField
          field={form.field('current_password')}
          type="password"
          label={t('currentPassword')}
          autoComplete="current-password"
        />
        <TextField
          field={form.field('password')}
          type="password"
          label={t('newPassword')}
          hint={t('newPasswordHint')}
          autoComplete="new-password"
        />
        <div className="self-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('saving') : t('savePassword')}
          </button>
          <p className="field-hint" role="status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
