'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { useAuthForm, withReturnTo } from './use-auth-form';

/**
 * Try free: a student account on this portal with a 14-day trial; then on to returnTo (the course
 * the guest chose, issue 32), which "Log in" keeps too.
 */
export function RegisterForm({ returnTo = null }: { returnTo?: string | null }) {
  const t = useTranslations();
  const form = useAuthForm({
    endpoint: '/auth/register',
    type: 'registrations',
    returnTo,
    fields: {
      full_name: { value: '', rules: FIELD_RULES.register.full_name, trim: true },
      email: { value: '', rules: FIELD_RULES.register.email, trim: true },
      password: { value: '', rules: FIELD_RULES.register.password },
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
      <TextField field={form.field('full_name')} label={t('auth.fullName')} autoComplete="name" />
      <TextField
        field={form.field('email')}
        type="email"
        label={t('auth.email')}
        autoComplete="email"
      />
      <TextField
        field={form.field('password')}
        type="password"
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
      />
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {form.submitting ? t('auth.creating') : t('auth.createAccount')}
      </button>
      <p className="form-footer">
        {t('auth.haveAccount')}{' '}
        <Link href={withReturnTo('/auth', returnTo)}>{t('common.logIn')}</Link>
      </p>
    </form>
  );
}
