'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { INVOICE_COUNTRIES } from '@/shared/commerce/invoices';
import { isPromotionCode, normalizePromotionCode } from '@/shared/commerce/promotions';
import { countryOptions } from '@/shared/i18n/countries';
import type { OrderDraftState } from './use-order-draft';
import type { OrderQuote } from './use-order-quote';

/** The order form's details card: the promotion code and the billing reference. */
export function OrderDetailsSection({
  id,
  form,
  quote,
}: {
  /** The form's id prefix. */
  id: string;
  form: OrderDraftState;
  quote: OrderQuote;
}) {
  const t = useTranslations('commerce.create');
  const { draft, change } = form;
  const referenceError = form.textOf('billingReference');
  return (
    <section className="commerce-card kit-card" aria-labelledby={`${id}-details-title`}>
      <h2 id={`${id}-details-title`}>{t('detailsTitle')}</h2>
      <PromotionCodeField id={id} form={form} quote={quote} />
      <div className="field">
        <label htmlFor={`${id}-reference`}>{t('billingReference')}</label>
        <Input
          ref={form.focusRef('billingReference')}
          id={`${id}-reference`}
          value={draft.billingReference}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => change({ billingReference: event.target.value })}
          aria-describedby={`${id}-reference-hint`}
          aria-invalid={referenceError ? true : undefined}
        />
        <p id={`${id}-reference-hint`} className="field-hint">
          {referenceError || t('billingReferenceHint')}
        </p>
      </div>
      <BillingFields id={id} form={form} quote={quote} />
    </section>
  );
}

/**
 * The buyer's invoice details (issue 40): printed on the invoice; a VAT number of a business in
 * another EU country makes the order VAT reverse charged, which the totals then show. A number
 * that does not fit its country is said beside it as soon as the quote knows.
 */
function BillingFields({
  id,
  form,
  quote,
}: {
  id: string;
  form: OrderDraftState;
  quote: OrderQuote;
}) {
  const t = useTranslations('commerce.create');
  const locale = useLocale();
  const { draft, change } = form;
  const countries = countryOptions(INVOICE_COUNTRIES, locale);
  const countryError = form.textOf('billingCountry');
  const vatError =
    form.textOf('billingVatId') ??
    (quote.billingProblem && !quote.settling ? quote.billingProblem.detail : null);
  return (
    <fieldset className="commerce-billing">
      <legend>{t('billingTitle')}</legend>
      <div className="field">
        <label htmlFor={`${id}-billing-address`}>{t('billingAddress')}</label>
        <Textarea
          id={`${id}-billing-address`}
          value={draft.billingAddress}
          rows={3}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => change({ billingAddress: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-billing-country`}>{t('billingCountry')}</label>
        <NativeSelect
          ref={form.focusRef('billingCountry')}
          id={`${id}-billing-country`}
          value={draft.billingCountry}
          onChange={(event) => change({ billingCountry: event.target.value })}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-billing-country-error` : undefined}
        >
          <option value="">{t('billingCountryNone')}</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </NativeSelect>
        {countryError && (
          <p id={`${id}-billing-country-error`} className="field-error">
            {countryError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-billing-vat`}>{t('billingVatId')}</label>
        <Input
          ref={form.focusRef('billingVatId')}
          id={`${id}-billing-vat`}
          value={draft.billingVatId}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change({ billingVatId: event.target.value })}
          aria-invalid={vatError ? true : undefined}
          aria-describedby={`${id}-billing-vat-hint`}
        />
        <p
          id={`${id}-billing-vat-hint`}
          className={vatError ? 'field-error' : 'field-hint'}
          role="status"
        >
          {vatError || t('billingVatIdHint')}
        </p>
      </div>
    </fieldset>
  );
}

/**
 * The promotion code with "Apply" (or Enter), and below it what became of the code: the
 * format it lacks, applied, the precise reason it is refused, or the hint.
 */
function PromotionCodeField({
  id,
  form,
  quote: { applied, codeProblem },
}: {
  id: string;
  form: OrderDraftState;
  quote: OrderQuote;
}) {
  const t = useTranslations('commerce.create');
  const { draft, change } = form;
  const typedCode = draft.promotionCode.trim();
  const refusal = form.textOf('promotionCode');
  const codeMessage =
    refusal ||
    (draft.appliedCode && applied?.code === normalizePromotionCode(draft.appliedCode)
      ? applied.applied
        ? t('codeApplied', { code: applied.code })
        : (codeProblem?.detail ?? null)
      : null);
  const codeRefused = Boolean(refusal || (applied && !applied.applied));
  return (
    <>
      <div className="commerce-code-row kit-wrap">
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('promotionCode')}</label>
          <Input
            ref={form.focusRef('promotionCode')}
            id={`${id}-code`}
            value={draft.promotionCode}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => form.typeCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                change({ appliedCode: typedCode });
              }
            }}
            aria-invalid={codeRefused || undefined}
            aria-describedby={`${id}-code-message`}
          />
        </div>
        <button
          type="button"
          className="button"
          disabled={!isPromotionCode(typedCode)}
          onClick={() => change({ appliedCode: typedCode })}
        >
          {t('applyCode')}
        </button>
      </div>
      <p
        id={`${id}-code-message`}
        className={codeRefused ? 'field-error' : 'field-hint'}
        role="status"
        data-testid="promotion-message"
      >
        {typedCode !== '' && !isPromotionCode(typedCode)
          ? t('codeFormat')
          : (codeMessage ?? t('codeHint'))}
      </p>
    </>
  );
}
