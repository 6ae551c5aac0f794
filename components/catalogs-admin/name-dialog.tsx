'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { useModals } from '@/components/modals/modal-queue';
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
  const modals = useModals();
  const saved = useRef(false);
  const form = useForm({
    fields: { name: { value: initial, rules: CATALOG_RULES.name, trim: true } },
    onSubmit: async (values) => {
      await onSave(String(values.name ?? ''));
      return undefined;
    },
    onSuccess: () => {
      saved.current = true;
      modals.close(modalId);
    },
  });
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(saved.current);
      }}
    >
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextField field={form.field('name')} label={label} autoComplete="off" />
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? t('saving') : submit}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
