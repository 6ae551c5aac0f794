'use client';

import { useTranslations } from 'next-intl';
import { BoundForm } from '@/components/forms/bound-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Link } from '@/components/ui/link';
import type { SignInRefusal } from '@/shared/auth/sign-in-refusal';
import { providerForEmail } from '@/shared/sso/paths';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { AuthFooter } from './auth-footer';
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
  ssoDomains = [],
}: {
  returnTo: string | null;
  email?: string;
  refusal?: SignInRefusal | null;
  /** The e-mail domains the portal sends to an identity provider (issue 39), and where to. */
  ssoDomains?: readonly SsoDomainRoute[];
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
    <BoundForm
      form={form}
      method="post"
      action="/api/auth/login"
      error={
        form.generalError ??
        (refusal && form.status === 'idle' ? { text: t(`auth.errors.${refusal}`) } : null)
      }
    >
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <TextField
        field={form.field('email')}
        type="email"
        label={t('auth.email')}
        autoComplete="username"
      />
      <SsoDomainNotice email={form.field('email').value} routes={ssoDomains} />
      <PasswordField field={form.field('password')} label={t('auth.password')} purpose="current" />
      <p className="form-aside">
        <Link href="/auth/forgot-password">{t('auth.forgotLink')}</Link>
      </p>
      <SubmitButton form={form} label={t('auth.submit')} busyLabel={t('auth.submitting')} />
      <AuthFooter lead={t('auth.noAccount')} href={withReturnTo('/auth/login/register', returnTo)}>
        {t('common.tryFree')}
      </AuthFooter>
    </BoundForm>
  );
}

export type SsoDomainRoute = { name: string; emailDomains: readonly string[]; href: string };

/**
 * An address of a domain the portal sends to its identity provider: the way there, as soon as
 * it is typed (announced politely; the password form stays for everyone else).
 */
function SsoDomainNotice({ email, routes }: { email: unknown; routes: readonly SsoDomainRoute[] }) {
  const t = useTranslations('auth.sso');
  const route = typeof email === 'string' ? providerForEmail(email, routes) : null;
  const domain = typeof email === 'string' ? email.trim().split('@').pop()?.toLowerCase() : '';
  return (
    <div className="sso-domain" role="status">
      {route ? (
        <p>
          {t('domainRouted', { domain: domain ?? '', provider: route.name })}{' '}
          <a className="button button-secondary" href={route.href}>
            {t('continueWith', { provider: route.name })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
