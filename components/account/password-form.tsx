'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from '@/components/forms/password-field';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { SelfForm, useSelfForm } from './self-form';

/**
 * A new password: the current one is required; this session stays signed in, every
 * other one is signed out; the form empties after saving.
 */
export function PasswordForm({ accountId }: { accountId: string }) {
  const t = useTranslations('account.self');
  const rules = FIELD_RULES.changePassword;
  const { form, status } = useSelfForm<'current_password' | 'password'>({
    fields: {
      current_password: { value: '', rules: rules.current_password },
      password: { value: '', rules: rules.password },
    },
    onSubmit: async (values) => {
      await apiFetch(`/v1/accounts/${encodeURIComponent(accountId)}/password`, {
        method: 'POST',
        body: serialize('passwords', values),
      });
      return undefined;
    },
    saved: () => t('passwordSaved'),
  });
  return (
    <SelfForm title={t('passwordTitle')} form={form} status={status} submit={t('savePassword')}>
      <PasswordField
        field={form.field('current_password')}
        label={t('currentPassword')}
        purpose="current"
      />
      <PasswordField
        field={form.field('password')}
        label={t('newPassword')}
        hint={t('newPasswordHint')}
        purpose="new"
      />
    </SelfForm>
  );
}
