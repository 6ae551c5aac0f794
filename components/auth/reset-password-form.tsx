'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Link } from '@/components/ui/link';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { AuthFooter } from './auth-footer';
import { AuthSent } from './auth-sent';
import { useAuthForm } from './use-auth-form';
import './auth.css';

/**
 * The mailed link's page: a new password by the §5 rules. The API uses the link up,
 * signs every session out, and the person signs in with the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  const form = useAuthForm<'password'>({
    endpoint: '/auth/password-resets/confirm',
    type: 'password_resets',
    fields: { password: { value: '', rules: FIELD_RULES.resetPassword.password } },
    attributes: (values) => ({ token, password: values.password }),
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <AuthSent>
        <p>{t('reset.done')}</p>
        <p>
          <Link className="button button-primary" href="/auth">
            {t('submit')}
          </Link>
        </p>
      </AuthSent>
    );
  }
  return (
    <BoundForm form={form} method="post">
      <PasswordField
        field={form.field('password')}
        label={t('reset.password')}
        hint={t('passwordHint')}
        purpose="new"
      />
      <SubmitButton form={form} label={t('reset.submit')} busyLabel={t('reset.saving')} />
      <AuthFooter href="/auth/forgot-password">{t('reset.newLink')}</AuthFooter>
    </BoundForm>
  );
}
