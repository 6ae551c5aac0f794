'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { SubmitButton } from '@/components/forms/submit-button';
import { useForm } from '@/components/forms/use-form';
import { Link } from '@/components/ui/link';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { AuthSent } from './auth-sent';
import { useAuthErrorText } from './use-auth-error-text';
import './auth.css';

/**
 * The link mailed to a new e-mail address. Confirming is a button, not the page
 * load: mail scanners that open links must not change an account.
 */
export function ConfirmEmailForm({ token, signedIn }: { token: string; signedIn: boolean }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [email, setEmail] = useState<string | null>(null);
  const describeError = useAuthErrorText();
  const form = useForm<never>({
    fields: {} as Record<never, never>,
    resetOnSuccess: false,
    onSubmit: async () => {
      const document = await apiFetch('/auth/email-changes/confirm', {
        method: 'POST',
        body: serialize('email_changes', { token }),
      });
      setEmail(String((document.meta as { email?: string } | undefined)?.email ?? ''));
      return undefined;
    },
    describeError,
    onSuccess: () => router.refresh(),
  });

  if (email !== null) {
    return (
      <AuthSent>
        <p>{t('confirmEmail.done', { email })}</p>
        <p>
          <Link className="button button-primary" href={signedIn ? '/account/details' : '/auth'}>
            {signedIn ? t('confirmEmail.toDetails') : t('submit')}
          </Link>
        </p>
      </AuthSent>
    );
  }
  return (
    <form className="form" method="post" onSubmit={form.handleSubmit} aria-busy={form.submitting}>
      <FormError message={form.generalError} />
      <SubmitButton
        form={form}
        label={t('confirmEmail.submit')}
        busyLabel={t('confirmEmail.confirming')}
      />
    </form>
  );
}
