'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { z } from 'zod';
import { TextField } from './text-field';
import { useAuthSubmit } from './use-auth-submit';

export function SignInForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations();
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .pipe(z.email(t('validation.is_email'))),
        password: z.string().min(1, t('validation.required')),
      }),
    [t],
  );
  const { onSubmit, fieldErrors, generalError, submitting } = useAuthSubmit({
    endpoint: '/api/auth/login',
    type: 'sessions',
    schema,
    returnTo,
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {generalError && (
        <p role="alert" className="form-error">
          {generalError}
        </p>
      )}
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        error={fieldErrors.email}
        required
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
        error={fieldErrors.password}
        required
      />
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? t('auth.submitting') : t('auth.submit')}
      </button>
      <p className="form-footer">
        {t('auth.noAccount')} <Link href="/auth/login/register">{t('common.tryFree')}</Link>
      </p>
    </form>
  );
}
