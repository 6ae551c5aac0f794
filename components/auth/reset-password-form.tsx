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
 * The mailed link's page: a new password by the §5 rules. The API uses the link up,
 * signs every session out, and the person signs in with the new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm<'password'>({
    fields: { password: { value: '', rules: FIELD_RULES.resetPassword.password } },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await apiFetch('/auth/password-resets/confirm', {
        method: 'POST',
        body: serialize('password_resets', { token, password: values.password }),
      });
      return undefined;
    },
    describeError: (error) => {
      const code = authErrorCode(error);
      return code ? t(`errors.${code}`) : undefined;
    },
    onSuccess: () => setDone(true),
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className="auth-sent" role="status">
        <p>{t('reset.done')}</p>
        <p>
          <Link className="button button-primary" href="/auth">
            {t('submit')}
          </Link>
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
        field={form.field('password')}
        type="password"
        label={t('reset.password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
      />
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        {form.submitting ? t('reset.saving') : t('reset.submit')}
      </button>
      <p className="form-footer">
        <Link href="/auth/forgot-password">{t('reset.newLink')}</Link>
      </p>
    </form>
  );
}
