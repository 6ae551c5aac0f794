'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { Link } from '@/components/ui/link';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { authErrorCode } from './auth-errors';
import './auth.css';

/**
 * "Forgot password": asks for the address and always answers the same, whether an
 * account uses it or not; a refusal for too many requests names the wait in the form.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  const form = useForm<'email'>({
    fields: { email: { value: '', rules: FIELD_RULES.forgotPassword.email, trim: true } },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await apiFetch('/auth/password-resets', {
        method: 'POST',
        body: serialize('password_resets', values),
      });
      return { status: 202 };
    },
    describeError: (error) => {
      const code = authErrorCode(error);
      return code ? t(`errors.${code}`) : undefined;
    },
    onSuccess: (_result, values) => setSentTo(String(values.email)),
  });
  // The answer replaces the form: focus goes to it, so nobody is left on a vanished button.
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div ref={done} tabIndex={-1} className="auth-sent" role="status">
        <p>{t('forgot.sent', { email: sentTo })}</p>
        <p className="muted">{t('forgot.sentHint')}</p>
        <p className="form-footer">
          <Link href="/auth">{t('forgot.backToSignIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form
      className="form"
      method="post"
      onSubmit={form.handleSubmit}
      noValidate
      aria-busy={form.submitting}
    >
      <FormError message={form.generalError} />
      <TextField
        field={form.field('email')}
        type="email"
        label={t('email')}
        autoComplete="username"
      />
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {form.submitting ? t('forgot.sending') : t('forgot.submit')}
      </button>
      <p className="form-footer">
        <Link href="/auth">{t('forgot.backToSignIn')}</Link>
      </p>
    </form>
  );
}
