'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Input } from '@/components/forms/native-fields';

/**
 * The password that links an existing account to the identity provider the person just signed
 * in with (issue 39), once. A form the browser sends itself to the BFF, which answers with where
 * to go: in, back here with the reason, or the refusal page.
 */
export function SsoLinkForm({
  email,
  returnTo,
  error,
}: {
  email: string;
  returnTo: string | null;
  error: string | null;
}) {
  const t = useTranslations('auth');
  const id = useId();
  return (
    <form method="post" action="/api/auth/sso/link" className="form">
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {/* The address the password belongs to, for password managers. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('sso.link.password', { email })}</label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {t('sso.link.submit')}
        </button>
        <a className="button button-secondary" href="/auth">
          {t('sso.link.cancel')}
        </a>
      </div>
    </form>
  );
}
