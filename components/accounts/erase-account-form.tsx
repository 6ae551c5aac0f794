'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { type ErasedAccount, eraseAccount } from '@/lib/resources/erasure-requests';
import { ERASURE_REASON_MAX, ERASURE_REASON_MIN } from '@/shared/privacy/erasure';
import '@/components/modals/confirm-dialog.css';

/** The API's refusals of an erasure, in the screen's words. */
const REFUSALS: Record<string, string> = {
  ERASE_OWN_ACCOUNT: 'erase.ownAccount',
  ALREADY_ERASED: 'erase.alreadyErased',
};

/**
 * "Erase this account" on /admin/accounts/{id} (issue 42, item 4; RULES.dataRights): a reason,
 * which the audit log keeps, and the account's e-mail address typed again as the confirmation;
 * POST /v1/accounts/{id}/erasure. Refusals show on their fields (422) or above the form; once
 * erased, `onErased` gets the moment and the page is loaded again.
 */
export function EraseAccountForm({
  accountId,
  email,
  onErased,
}: {
  accountId: string;
  email: string;
  onErased: (erasedAt: string) => void;
}) {
  const t = useTranslations('privacy.account');
  const router = useRouter();
  const id = useId();
  const erased = useRef<ErasedAccount | null>(null);
  const form = useForm<'reason' | 'confirm_email'>({
    fields: {
      reason: {
        value: '',
        rules: `required|min:${ERASURE_REASON_MIN}|max:${ERASURE_REASON_MAX}`,
        trim: true,
      },
      confirm_email: { value: '', rules: 'required|max:255', trim: true },
    },
    resetOnSuccess: false,
    check: (values) =>
      String(values.confirm_email).toLowerCase() === email.toLowerCase()
        ? null
        : { confirm_email: { text: t('erase.mismatch') } },
    describeError: (error) => {
      const key = error.code ? REFUSALS[error.code] : undefined;
      return key ? t(key) : undefined;
    },
    onSubmit: async (values) => {
      erased.current = await eraseAccount(accountId, {
        reason: String(values.reason),
        confirmEmail: String(values.confirm_email),
      });
      return undefined;
    },
    onSuccess: () => {
      onErased(erased.current?.erasedAt ?? new Date().toISOString());
      router.refresh();
    },
    // Erased meanwhile (another admin): the page shows it.
    onError: (result) => {
      if (result.status === 409) router.refresh();
    },
  });
  return (
    <section className="account-erase" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('erase.title')}</h3>
      <p>{t('erase.lead')}</p>
      <BoundForm form={form}>
        <TextArea
          field={form.field('reason')}
          label={t('erase.reason')}
          hint={t('erase.reasonHint')}
          rows={3}
        />
        <TextField
          field={form.field('confirm_email')}
          label={t('erase.confirmEmail', { email })}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="form-actions">
          <button type="submit" className="button button-danger" disabled={form.submitting}>
            {form.submitting ? t('erase.busy') : t('erase.submit')}
          </button>
        </div>
      </BoundForm>
    </section>
  );
}
