'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { describedBy, type FieldBinding } from '@/components/forms/field-binding';
import { fieldClass } from '@/components/forms/field-messages';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { type AgreementKind, agreementPath } from '@/lib/resources/agreements';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { AuthFooter } from './auth-footer';
import { useAuthForm, withReturnTo } from './use-auth-form';
import './auth.css';
import { Input } from '@/components/forms/native-fields';

/** A current document the person accepts by registering. */
export interface RegisterAgreement {
  id: string;
  kind: AgreementKind;
}

/** The wording of the box by the documents the portal has: both, or one of them. */
function agreementsWording(agreements: readonly RegisterAgreement[]) {
  const kinds = new Set(agreements.map((agreement) => agreement.kind));
  if (kinds.has('terms') && kinds.has('privacy')) return 'both';
  return kinds.has('terms') ? 'terms' : 'privacy';
}

/**
 * "I accept the terms of use and the privacy statement", each a link to its current text (a
 * new tab, so what was typed stays). Required: the API records only what was ticked.
 */
function AgreementsField({
  field,
  agreements,
  notice,
}: {
  field: FieldBinding;
  agreements: readonly RegisterAgreement[];
  notice: string | null;
}) {
  const t = useTranslations('auth.agreements');
  const text = useMessageText();
  const wording = agreementsWording(agreements);
  const hintId = `${field.id}-hint`;
  const link = (kind: AgreementKind) => (chunks: React.ReactNode) => (
    <a href={agreementPath(kind)} target="_blank" rel="noopener" aria-describedby={hintId}>
      {chunks}
    </a>
  );
  // The box's own message: why it must be ticked, or why it was unticked (new versions).
  const messages = notice
    ? [notice]
    : field.messages.map((message) =>
        'key' in message && message.key === 'validation.selected'
          ? t(`required.${wording}`)
          : text(message),
      );
  const errorId = messages.length > 0 ? `${field.id}-error` : undefined;
  return (
    <div className={fieldClass(field)}>
      <label htmlFor={field.id} className="agreements-choice">
        <Input
          ref={field.ref}
          id={field.id}
          name={field.name}
          type="checkbox"
          checked={field.value === true}
          onChange={(event) => field.setValue(event.target.checked)}
          onBlur={field.onBlur}
          required
          aria-invalid={field.state === 'invalid' || notice ? true : undefined}
          aria-describedby={describedBy({ ...field, errorId }, hintId)}
        />{' '}
        {t.rich(`accept.${wording}`, { terms: link('terms'), privacy: link('privacy') })}
      </label>
      <p id={hintId} className="field-hint">
        {t(`newTab.${wording === 'both' ? 'both' : 'one'}`)}
      </p>
      {errorId && (
        <div id={errorId} className="field-error" role={notice ? 'alert' : undefined}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Try free: a student account on this portal with a 14-day trial, then on to returnTo (the course
 * the guest chose), which "Log in" keeps too. When the portal published terms or a
 * privacy statement, the person ticks that they accept them; the request names the versions
 * shown, and when they changed meanwhile the page reloads them and asks again.
 */
export function RegisterForm({
  agreements = [],
  returnTo = null,
}: {
  agreements?: readonly RegisterAgreement[];
  returnTo?: string | null;
}) {
  const t = useTranslations();
  const router = useRouter();
  // Why the box was unticked: the documents changed while the person was signing up.
  const [notice, setNotice] = useState<string | null>(null);
  const asked = agreements.length > 0;
  const form = useAuthForm({
    endpoint: '/auth/register',
    type: 'registrations',
    returnTo,
    fields: {
      full_name: { value: '', rules: FIELD_RULES.register.full_name, trim: true },
      email: { value: '', rules: FIELD_RULES.register.email, trim: true },
      password: { value: '', rules: FIELD_RULES.register.password },
      accepted_agreements: { value: false, rules: asked ? 'selected' : undefined },
    },
    attributes: ({ accepted_agreements, ...values }) => ({
      ...values,
      accepted_agreements:
        accepted_agreements === true ? agreements.map((agreement) => agreement.id) : [],
    }),
    onError: (result) => {
      const changed = result.errors?.find((error) => error.code === 'AGREEMENTS_CHANGED');
      if (!changed) return;
      setNotice(changed.detail ?? changed.title ?? changed.code ?? '');
      form.setValue('accepted_agreements', false);
      // The page reads the current documents again: the box then names the new versions.
      router.refresh();
    },
  });
  const agreementsField = form.field('accepted_agreements');

  return (
    <BoundForm form={form} method="post">
      <TextField field={form.field('full_name')} label={t('auth.fullName')} autoComplete="name" />
      <TextField
        field={form.field('email')}
        type="email"
        label={t('auth.email')}
        autoComplete="email"
      />
      <PasswordField
        field={form.field('password')}
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        purpose="new"
      />
      {asked && (
        <AgreementsField
          field={{
            ...agreementsField,
            setValue: (value) => {
              setNotice(null);
              agreementsField.setValue(value);
            },
          }}
          agreements={agreements}
          notice={notice}
        />
      )}
      <SubmitButton form={form} label={t('auth.createAccount')} busyLabel={t('auth.creating')} />
      <AuthFooter lead={t('auth.haveAccount')} href={withReturnTo('/auth', returnTo)}>
        {t('common.logIn')}
      </AuthFooter>
    </BoundForm>
  );
}
