'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { useAuthForm, withReturnTo } from './use-auth-form';
import './auth.css';

export function SignInForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations();
  const form = useAuthForm({
    endpoint: '/auth/login',
    type: 'sessions',
    returnTo,
    fields: {
      email: { value: '', rules: FIELD_RULES.signIn.email, trim: true },
      password: { value: '', rules: FIELD_RULES.signIn.password },
    },
  });

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
        label={t('auth.email')}
        autoComplete="username"
      />
      <TextField
        field={form.field('password')}
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <p className="form-aside">
        <Link href="/auth/forgot-password">{t('auth.forgotLink')}</Link>
      </p>
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {form.submitting ? t('auth.submitting') : t('auth.submit')}
      </button>
      <p className="form-footer">
        {t('auth.noAccount')}{' '}
        <Link href={withReturnTo('/auth/login/register', returnTo)}>{t('common.tryFree')}</Link>
      </p>
    </form>
  );
}
