'use client';

import { useTranslations } from 'next-intl';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { Link } from '@/components/ui/link';
import type { SignInRefusal } from '@/shared/auth/sign-in-refusal';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { useAuthForm, withReturnTo } from './use-auth-form';
import './auth.css';

/**
 * The sign-in form. Scripted, it signs in without leaving the page; sent by the browser itself
 * (clicked before the scripts ran, or without them) it posts to the same BFF route, which
 * answers with the page to go to, or with this form again: `refusal` and `email` are then what
 * the server read back (see signInFromForm).
 */
export function SignInForm({
  returnTo,
  email = '',
  refusal = null,
}: {
  returnTo: string | null;
  email?: string;
  refusal?: SignInRefusal | null;
}) {
  const t = useTranslations();
  const form = useAuthForm({
    endpoint: '/auth/login',
    type: 'sessions',
    returnTo,
    fields: {
      email: { value: email, rules: FIELD_RULES.signIn.email, trim: true },
      password: { value: '', rules: FIELD_RULES.signIn.password },
    },
  });

  return (
    <form
      className="form"
      method="post"
      action="/api/auth/login"
      onSubmit={form.handleSubmit}
      noValidate
      aria-busy={form.submitting}
    >
      <FormError
        message={
          form.generalError ??
          (refusal && form.status === 'idle' ? { text: t(`auth.errors.${refusal}`) } : null)
        }
      />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
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
