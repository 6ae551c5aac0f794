'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import { CURRENCIES } from '@/shared/commerce/money';
import { SALES_CATALOG_RULES } from '@/shared/commerce/products';
import '@/components/forms/forms.css';

/**
 * A sales catalog's name (the API's §5 rules; a 422 lands on the field) and the currency its
 * orders are in. For a new catalog and for renaming one.
 */
export function SalesCatalogDialog({
  modalId,
  initial,
  onSave,
  onClosed,
}: {
  modalId: string;
  initial: { name: string; currency: string } | null;
  onSave: (input: { name: string; currency: string }) => Promise<unknown>;
  onClosed: (saved: boolean) => void;
}) {
  const t = useTranslations('commerce.catalogs');
  const modals = useModals();
  const id = useId();
  const saved = useRef(false);
  const [currency, setCurrency] = useState(initial?.currency ?? 'EUR');
  const form = useForm({
    fields: { name: { value: initial?.name ?? '', rules: SALES_CATALOG_RULES.name, trim: true } },
    onSubmit: async (values) => {
      await onSave({ name: String(values.name ?? ''), currency });
      return undefined;
    },
    onSuccess: () => {
      saved.current = true;
      modals.close(modalId);
    },
  });
  return (
    <DialogForm
      title={initial ? t('renameTitle', { name: initial.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <TextField field={form.field('name')} label={t('name')} autoComplete="off" />
      <div className="field">
        <label htmlFor={`${id}-currency`}>{t('currency')}</label>
        <NativeSelect
          id={`${id}-currency`}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          aria-describedby={`${id}-currency-hint`}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-currency-hint`} className="field-hint">
          {t('currencyHint')}
        </p>
      </div>
    </DialogForm>
  );
}
