'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { AuthFooter } from './auth-footer';
import { AuthSent } from './auth-sent';
import { useAuthForm } from './use-auth-form';
import './auth.css';

/**
 * "Forgot password": asks for the address and always answers the same, whether an
 * account uses it or not; a refusal for too many requests names the wait in the form.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm<'email'>({
    endpoint: '/auth/password-resets',
    type: 'password_resets',
    fields: { email: { value: '', rules: FIELD_RULES.forgotPassword.email, trim: true } },
    onSuccess: (values) => setSentTo(String(values.email)),
  });
  const backToSignIn = <AuthFooter href="/auth">{t('forgot.backToSignIn')}</AuthFooter>;

  if (sentTo) {
    return (
      <AuthSent>
        <p>{t('forgot.sent', { email: sentTo })}</p>
        <p className="muted">{t('forgot.sentHint')}</p>
        {backToSignIn}
      </AuthSent>
    );
  }
  return (
    <BoundForm form={form} method="post">
      <TextField
        field={form.field('email')}
        type="email"
        label={t('email')}
        autoComplete="username"
      />
      <SubmitButton form={form} label={t('forgot.submit')} busyLabel={t('forgot.sending')} />
      {backToSignIn}
    </BoundForm>
  );
}
