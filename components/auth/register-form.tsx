'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { z } from 'zod';
import { TextField } from './text-field';
import { useAuthSubmit } from './use-auth-submit';

/** Try free: a student account on this portal with a 14-day trial. */
export function RegisterForm() {
  const t = useTranslations();
  const schema = useMemo(
    () =>
      z.object({
        full_name: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .min(2, t('validation.min', { min: 2 }))
          .max(100, t('validation.max', { max: 100 })),
        email: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .pipe(z.email(t('validation.is_email'))),
        password: z
          .string()
          .min(1, t('validation.required'))
          .min(8, t('validation.min', { min: 8 }))
          .max(200, t('validation.max', { max: 200 })),
      }),
    [t],
  );
  const { onSubmit, fieldErrors, generalError, submitting } = useAuthSubmit({
    endpoint: '/api/auth/register',
    type: 'registrations',
    schema,
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {generalError && (
        <p role="alert" className="form-error">
          {generalError}
        </p>
      )}
      <TextField
        name="full_name"
        label={t('auth.fullName')}
        autoComplete="name"
        error={fieldErrors.full_name}
        required
      />
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        error={fieldErrors.email}
        required
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldErrors.password}
        required
      />
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? t('auth.creating') : t('auth.createAccount')}
      </button>
      <p className="form-footer">
        {t('auth.haveAccount')} <Link href="/auth">{t('common.logIn')}</Link>
      </p>
    </form>
  );
}
