'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { DialogForm } from '@/components/modals/dialog-form';
import { useNameForm } from '@/components/modals/use-name-form';
import { CATALOG_RULES } from '@/shared/catalogs-admin/rules';

/**
 * One name field in a dialog (add or rename a catalog or category), with the API's §5 rules;
 * a 422 lands on the field and what was typed stays.
 */
export function NameDialog({
  modalId,
  title,
  description,
  label,
  initial = '',
  submit,
  onSave,
  onClosed,
}: {
  modalId: string;
  title: string;
  description: string;
  label: string;
  initial?: string;
  submit: string;
  onSave: (name: string) => Promise<unknown>;
  onClosed: (saved: boolean) => void;
}) {
  const t = useTranslations('catalogsAdmin');
  const { form, saved } = useNameForm({
    modalId,
    initial,
    rules: CATALOG_RULES.name,
    save: onSave,
  });
  return (
    <DialogForm
      title={title}
      description={description}
      form={form}
      submit={submit}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <TextField field={form.field('name')} label={label} autoComplete="off" />
    </DialogForm>
  );
}
