'use client';

import { useTranslations } from 'next-intl';
import { BoundForm } from '@/components/forms/bound-form';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { useAuthForm } from './use-auth-form';
import './auth.css';

/**
 * Accepting an invitation (issue 43): the name the inviter gave (or one made from the address),
 * to confirm or correct, and a first password by the §5 rules. The API uses the link up and
 * answers with a session, so success leads to the person's start page, signed in.
 */
export function AcceptInvitationForm({ token, fullName }: { token: string; fullName: string }) {
  const t = useTranslations('auth');
  const form = useAuthForm<'full_name' | 'password'>({
    endpoint: '/auth/invitations/accept',
    type: 'invitations',
    fields: {
      full_name: { value: fullName, rules: FIELD_RULES.acceptInvitation.full_name, trim: true },
      password: { value: '', rules: FIELD_RULES.acceptInvitation.password },
    },
    attributes: (values) => ({ token, full_name: values.full_name, password: values.password }),
  });
  return (
    <BoundForm form={form} method="post">
      <TextField field={form.field('full_name')} label={t('fullName')} autoComplete="name" />
      <PasswordField
        field={form.field('password')}
        label={t('password')}
        hint={t('passwordHint')}
        purpose="new"
      />
      <SubmitButton form={form} label={t('invitation.submit')} busyLabel={t('invitation.saving')} />
    </BoundForm>
  );
}
