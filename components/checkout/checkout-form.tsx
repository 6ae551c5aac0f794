'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useDebouncedValue } from '@/components/commerce/use-debounced-value';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import {
  type CheckoutInput,
  type CheckoutOffer,
  checkoutKeys,
  quoteCheckout,
  startCheckout,
} from '@/lib/resources/checkout';
import type { Quote } from '@/lib/resources/commerce';
import { INVOICE_COUNTRIES } from '@/shared/commerce/invoices';
import { formatAmount } from '@/shared/commerce/money';
import type { PaymentProvider } from '@/shared/commerce/payments';
import { countryOptions } from '@/shared/i18n/countries';
import '@/components/forms/forms.css';

/** The quote follows the form this long after the last change. */
const QUOTE_DEBOUNCE_MS = 300;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * /checkout/{product}: the billing details, a promotion code and the provider; the figures are
 * the server's quote, asked again once the form stays the same. Pay makes the pending order and
 * sends the browser to the provider's hosted checkout (docs/checkout.md).
 */
export function CheckoutForm({ offer, course }: { offer: CheckoutOffer; course: string | null }) {
  const t = useTranslations('commerce.checkout');
  const locale = useLocale();
  const providers = offer.providers as PaymentProvider[];
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      billing_name: { value: offer.buyerName, rules: 'required|max:200', trim: true },
      billing_organisation: { value: '', rules: 'max:200', trim: true },
      billing_address: { value: '', rules: 'max:500', trim: true },
      billing_country: { value: null, dropdown: true },
      billing_vat_id: { value: '', rules: 'max:40', trim: true },
      promotion_code: { value: '', rules: 'max:40', trim: true },
      provider: {
        value: providers.length === 1 ? providers[0] : null,
        dropdown: true,
        rules: providers.length > 1 ? 'required' : undefined,
      },
    },
    onSubmit: async (values) => {
      const checkout = await startCheckout(offer.id, {
        ...inputOf(values),
        provider: (text(values.provider) as PaymentProvider) || '',
        course,
      });
      // To the provider's hosted checkout (or, with nothing to pay, straight to the result).
      if (checkout.checkoutUrl) window.location.assign(checkout.checkoutUrl);
      return undefined;
    },
  });
  const input = inputOf(form.values);
  const inputKey = JSON.stringify(input);
  const settledKey = useDebouncedValue(inputKey, QUOTE_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as CheckoutInput, [settledKey]);
  const quote = useQuery({
    queryKey: checkoutKeys.quote(offer.id, settled),
    queryFn: ({ signal }) => quoteCheckout(offer.id, settled, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  const figures = quote.data?.quote;
  const problems = quote.data?.problems ?? [];
  const amount = (cents: number) =>
    formatAmount(cents, figures?.currency ?? offer.currency, locale);
  const promotion = figures?.promotion;
  const leaving = form.status === 'success';

  if (providers.length === 0) {
    return <p className="commerce-card kit-card">{t('noProviders')}</p>;
  }
  return (
    <form className="form checkout-form" onSubmit={form.handleSubmit} noValidate>
      <FormError message={form.generalError} />
      <fieldset>
        <legend>{t('billingTitle')}</legend>
        <TextField
          field={form.field('billing_name')}
          label={t('billingName')}
          autoComplete="name"
        />
        <TextField
          field={form.field('billing_organisation')}
          label={t('billingOrganisation')}
          hint={t('billingOrganisationHint')}
          autoComplete="organization"
        />
        <TextArea
          field={form.field('billing_address')}
          label={t('billingAddress')}
          rows={3}
          autoComplete="street-address"
        />
        <Select
          field={form.field('billing_country')}
          label={t('billingCountry')}
          options={countryOptions(INVOICE_COUNTRIES, locale)}
          placeholder={t('billingCountryNone')}
        />
        <TextField
          field={form.field('billing_vat_id')}
          label={t('billingVatId')}
          hint={
            problems.find((problem) => /billing_(vat_id|country)$/.test(problem.pointer ?? ''))
              ?.detail ?? t('billingVatIdHint')
          }
          spellCheck={false}
        />
      </fieldset>
      <fieldset>
        <legend>{t('promotionTitle')}</legend>
        <TextField
          field={form.field('promotion_code')}
          label={t('promotionCode')}
          hint={
            promotion
              ? promotion.applied
                ? t('promotionApplied', { code: promotion.code })
                : (problems.find((problem) => problem.pointer?.endsWith('promotion_code'))
                    ?.detail ?? '')
              : t('promotionHint')
          }
          autoCapitalize="characters"
          spellCheck={false}
        />
      </fieldset>
      <CheckoutTotals
        figures={figures}
        amount={amount}
        busy={quote.isFetching || inputKey !== settledKey}
        failed={quote.isError}
      />
      {providers.length > 1 ? (
        <Select
          field={form.field('provider')}
          label={t('provider')}
          options={providers.map((provider) => ({
            value: provider,
            label: t(`providers.${provider}`),
          }))}
          placeholder={t('providerChoose')}
        />
      ) : (
        <p className="muted">
          {t('paysWith', { provider: t(`providers.${providers[0] ?? 'mollie'}`) })}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={form.submitting || leaving}
          aria-describedby="checkout-pay-hint"
        >
          {figures ? t('payAmount', { amount: amount(figures.totalCents) }) : t('pay')}
        </button>
        <p id="checkout-pay-hint" className="field-hint">
          {leaving ? t('leaving') : t('payHint')}
        </p>
      </div>
    </form>
  );
}

/** The server's figures for the form as it stands: price, discount, VAT and total. */
function CheckoutTotals({
  figures,
  amount,
  busy,
  failed,
}: {
  figures: Quote | undefined;
  amount: (cents: number) => string;
  busy: boolean;
  failed: boolean;
}) {
  const t = useTranslations('commerce.checkout');
  return (
    <section
      className="commerce-card kit-card checkout-totals"
      aria-labelledby="checkout-totals-title"
      aria-live="polite"
    >
      <h2 id="checkout-totals-title">{t('totalsTitle')}</h2>
      {figures ? (
        <dl className="facts" aria-busy={busy}>
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{amount(figures.subtotalCents)}</dd>
          </div>
          {figures.discountCents > 0 && (
            <div>
              <dt>{t('discount')}</dt>
              <dd>−{amount(figures.discountCents)}</dd>
            </div>
          )}
          <div>
            <dt>{figures.vatReverseCharge ? t('vatReverseCharge') : t('vat')}</dt>
            <dd>{amount(figures.vatCents)}</dd>
          </div>
          <div className="checkout-total">
            <dt>{t('total')}</dt>
            <dd data-testid="checkout-total">{amount(figures.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{failed ? t('quoteFailed') : t('quoteLoading')}</p>
      )}
    </section>
  );
}

function inputOf(values: Record<string, unknown>): CheckoutInput {
  return {
    promotion_code: text(values.promotion_code),
    billing_name: text(values.billing_name),
    billing_organisation: text(values.billing_organisation),
    billing_address: text(values.billing_address),
    billing_country: text(values.billing_country),
    billing_vat_id: text(values.billing_vat_id),
  };
}
