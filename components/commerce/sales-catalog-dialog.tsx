'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/components/forms/text-field';
import { DialogSelect, ValueOptions } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { saveButtons } from '@/components/modals/save-buttons';
import { useNameForm } from '@/components/modals/use-name-form';
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
  const id = useId();
  const [currency, setCurrency] = useState(initial?.currency ?? 'EUR');
  const { form, saved } = useNameForm({
    modalId,
    initial: initial?.name ?? '',
    rules: SALES_CATALOG_RULES.name,
    save: (name) => onSave({ name, currency }),
  });
  return (
    <DialogForm
      title={initial ? t('renameTitle', { name: initial.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      {...saveButtons(t)}
      onClosed={() => onClosed(saved.current)}
    >
      <TextField field={form.field('name')} label={t('name')} autoComplete="off" />
      <DialogSelect
        id={`${id}-currency`}
        label={t('currency')}
        hint={t('currencyHint')}
        value={currency}
        onChange={setCurrency}
      >
        <ValueOptions values={CURRENCIES} />
      </DialogSelect>
    </DialogForm>
  );
}
