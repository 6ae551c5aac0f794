'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { apiFetch } from '@/lib/api/client';
import { meKeys } from '@/lib/resources/me';
import { FIELD_RULES } from '@/shared/validation/field-rules';

/** The own name (spec §5 full_name rules), PATCH /v1/accounts/{id}; the shell follows. */
export function NameForm({ accountId, fullName }: { accountId: string; fullName: string }) {
  const t = useTranslations('account.self');
  const id = useId();
  const client = useQueryClient();
  const router = useRouter();
  const [status, setStatus] = useState('');
  const form = useForm<'full_name'>({
    fields: { full_name: { value: fullName, rules: FIELD_RULES.account.full_name, trim: true } },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      setStatus('');
      await apiFetch(`/v1/accounts/${encodeURIComponent(accountId)}`, {
        method: 'PATCH',
        body: { data: { type: 'accounts', id: accountId, attributes: values } },
      });
      return undefined;
    },
    onSuccess: () => {
      setStatus(t('nameSaved'));
      void client.invalidateQueries({ queryKey: meKeys.me() });
      router.refresh();
    },
  });
  return (
    <section className="self-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('nameTitle')}</h2>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextField field={form.field('full_name')} label={t('name')} autoComplete="name" />
        <div className="self-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('saving') : t('saveName')}
          </button>
          <p className="field-hint" role="status">
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
