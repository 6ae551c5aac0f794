'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { apiFetch } from '@/lib/api/client';
import { meKeys } from '@/lib/resources/me';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { SelfForm, useSelfForm } from './self-form';

/** The own name (spec §5 full_name rules), PATCH /v1/accounts/{id}; the shell follows. */
export function NameForm({ accountId, fullName }: { accountId: string; fullName: string }) {
  const t = useTranslations('account.self');
  const client = useQueryClient();
  const router = useRouter();
  const { form, status } = useSelfForm<'full_name'>({
    fields: { full_name: { value: fullName, rules: FIELD_RULES.account.full_name, trim: true } },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await apiFetch(`/v1/accounts/${encodeURIComponent(accountId)}`, {
        method: 'PATCH',
        body: { data: { type: 'accounts', id: accountId, attributes: values } },
      });
      return undefined;
    },
    saved: () => t('nameSaved'),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: meKeys.me() });
      router.refresh();
    },
  });
  return (
    <SelfForm title={t('nameTitle')} form={form} status={status} submit={t('saveName')}>
      <TextField field={form.field('full_name')} label={t('name')} autoComplete="name" />
    </SelfForm>
  );
}
