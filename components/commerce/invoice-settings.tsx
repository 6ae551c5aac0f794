'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  type InvoiceSettings,
  invoiceSettingsQuery,
  saveInvoiceSettings,
} from '@/lib/resources/commerce';
import { INVOICE_COUNTRIES } from '@/shared/commerce/invoices';
import { countryOptions } from '@/shared/i18n/countries';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/invoicing (issue 40, item 5): the seller on the portal's invoices. Each invoice
 * keeps a copy of these as they were when it was issued, so a change applies to the next one.
 */
export function InvoiceSettingsForm() {
  const query = useQuery(invoiceSettingsQuery());
  if (!query.data) return <QueryPending query={query} />;
  return <SettingsForm settings={query.data} />;
}

function SettingsForm({ settings }: { settings: InvoiceSettings }) {
  const t = useTranslations('commerce.invoicing');
  const locale = useLocale();
  const client = useQueryClient();
  const [saved, setSaved] = useState('');
  const countries = countryOptions(INVOICE_COUNTRIES, locale);
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      legal_name: { value: settings.legalName, rules: 'max:200', trim: true },
      address: { value: settings.address, rules: 'max:500', trim: true },
      country: { value: settings.country },
      vat_id: { value: settings.vatId, rules: 'max:40', trim: true },
      registration: { value: settings.registration, rules: 'max:60', trim: true },
      email: { value: settings.email, rules: 'max:200', trim: true },
      iban: { value: settings.iban, rules: 'max:40', trim: true },
      payment_terms_days: {
        value: String(settings.paymentTermsDays),
        rules: 'required|regex:^\\d{1,3}$',
        trim: true,
      },
      footer: { value: settings.footer, rules: 'max:500', trim: true },
      renewal_grace_days: {
        value: String(settings.renewalGraceDays),
        rules: 'required|regex:^\\d{1,2}$',
        trim: true,
      },
    },
    onSubmit: async (values) => {
      await saveInvoiceSettings({
        ...values,
        country: values.country || null,
        payment_terms_days: Number(values.payment_terms_days),
        renewal_grace_days: Number(values.renewal_grace_days),
      });
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: invoiceSettingsQuery().queryKey });
      setSaved(t('saved'));
    },
  });
  return (
    <form className="form kit-box invoice-settings" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <TextField
        field={form.field('legal_name')}
        label={t('legalName')}
        hint={t('legalNameHint')}
      />
      <TextArea field={form.field('address')} label={t('address')} rows={3} />
      <Select field={form.field('country')} label={t('country')} options={countries} />
      <TextField
        field={form.field('vat_id')}
        label={t('vatId')}
        hint={t('vatIdHint')}
        spellCheck={false}
      />
      <TextField field={form.field('registration')} label={t('registration')} />
      <TextField field={form.field('email')} label={t('email')} type="email" autoComplete="off" />
      <TextField field={form.field('iban')} label={t('iban')} spellCheck={false} />
      <TextField
        field={form.field('payment_terms_days')}
        label={t('terms')}
        hint={t('termsHint')}
        inputMode="numeric"
      />
      <TextField field={form.field('footer')} label={t('footer')} hint={t('footerHint')} />
      <TextField
        field={form.field('renewal_grace_days')}
        label={t('graceDays')}
        hint={t('graceDaysHint')}
        inputMode="numeric"
      />
      <div className="kit-wrap">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {t('save')}
        </button>
      </div>
      <p role="status" className="muted">
        {saved}
      </p>
    </form>
  );
}
