'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import {
  ContentLanguageField,
  useContentLanguages,
} from '@/components/forms/content-language-field';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  type ProductDraft,
  type ProductField,
  parseProductDraft,
  productDraftOf,
} from '@/lib/commerce/product-draft';
import {
  commerceKeys,
  createProduct,
  productsQuery,
  type SalesProduct,
  updateProduct,
} from '@/lib/resources/commerce';
import { CURRENCIES } from '@/shared/commerce/money';
import {
  ACCESS_MONTHS_MAX,
  BUSINESS_MODELS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  TRIAL_DAYS_MAX,
} from '@/shared/commerce/products';
import '@/components/forms/forms.css';
import { usePartLanguage } from '@/components/i18n/marked-names';

const FIELDS: readonly ProductField[] = [
  'name',
  'description',
  'language',
  'trialDays',
  'accessMonths',
  'vat',
  'prices',
];
/** The API's attribute names of the form's fields (a 422 names those). */
const API_FIELDS: Record<string, ProductField> = {
  name: 'name',
  description: 'description',
  language: 'language',
  trial_days: 'trialDays',
  access_months: 'accessMonths',
  billing_period: 'accessMonths',
  vat_rate_basis_points: 'vat',
  prices: 'prices',
};

/**
 * New or edit a product (SCREENS "/admin/sales/catalogs"): name, description, business model
 * (a subscription per month or year with trial days, a flat fee with access months, in plan),
 * a price per currency, the VAT rate, what it unlocks (every course, or chosen courses and
 * catalogs) and whether it is offered. Checked before sending; a 422 lands on its field.
 */
export function ProductDialog({
  product,
  catalog,
  modalId,
  onClosed,
}: {
  product: SalesProduct | null;
  /** A new product joins this catalog (its currency is the first price's). */
  catalog: { id: string; name: string; currency: string } | null;
  modalId: string;
  onClosed: (saved: SalesProduct | null) => void;
}) {
  const t = useTranslations('commerce.products');
  const modals = useModals();
  const client = useQueryClient();
  const choices = useQuery(productsQuery()).data;
  const { fallback } = useContentLanguages();
  const langOf = usePartLanguage();
  const saved = useRef<SalesProduct | null>(null);
  const form = useDraftForm({
    initial: () => productDraftOf(product, catalog?.currency ?? 'EUR', fallback),
    fields: FIELDS,
    parse: parseProductDraft,
    send: async (input) => {
      const result = product
        ? await updateProduct(product.id, input)
        : await createProduct(input, catalog?.id ?? null);
      saved.current = result;
      await Promise.all([
        client.invalidateQueries({ queryKey: commerceKeys.products() }),
        client.invalidateQueries({ queryKey: commerceKeys.catalogs() }),
      ]);
      showToast({
        scheme: 'success',
        message: t(product ? 'saved' : 'created', { name: input.name }),
      });
      modals.close(modalId);
    },
    failedText: t('failed'),
    apiFields: API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, {
        max: field === 'name' ? PRODUCT_NAME_MAX : PRODUCT_DESCRIPTION_MAX,
        days: TRIAL_DAYS_MAX,
        months: ACCESS_MONTHS_MAX,
      }),
  });
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const usedCurrencies = new Set(draft.prices.map((price) => price.currency));
  const nextCurrency = CURRENCIES.find((currency) => !usedCurrencies.has(currency));

  return (
    <DialogForm
      className="commerce-dialog"
      title={
        product
          ? t.rich('editTitle', {
              name: product.name,
              // The product's name in its own language (WCAG 3.1.2).
              part: (chunks) => <span lang={langOf(product.language)}>{chunks}</span>,
            })
          : t('newTitle')
      }
      description={
        catalog && !product ? t('newDescriptionIn', { catalog: catalog.name }) : t('description')
      }
      form={form}
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <Input
          ref={bind('name')}
          id={`${id}-name`}
          value={draft.name}
          lang={draft.language || undefined}
          onChange={(event) => change({ name: event.target.value })}
          required
          autoComplete="off"
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
        />
        <FieldError id={errorId('name')} message={messageOf('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('descriptionField')}</label>
        <Textarea
          ref={bind('description')}
          id={`${id}-description`}
          value={draft.description}
          lang={draft.language || undefined}
          rows={2}
          onChange={(event) => change({ description: event.target.value })}
          aria-invalid={invalid('description')}
          aria-describedby={describedBy('description')}
        />
        <FieldError id={errorId('description')} message={messageOf('description')} />
      </div>
      <ContentLanguageField
        id={`${id}-language`}
        value={draft.language}
        onChange={(language) => change({ language })}
        error={messageOf('language')}
        selectRef={bind('language')}
      />

      <fieldset className="commerce-choices">
        <legend>{t('businessModel')}</legend>
        {BUSINESS_MODELS.map((model) => (
          <label key={model} className="commerce-choice">
            <Input
              type="radio"
              name={`${id}-model`}
              value={model}
              checked={draft.businessModel === model}
              onChange={() => change({ businessModel: model }, ['trialDays', 'accessMonths'])}
            />
            <span>
              {t(`model.${model}`)}
              <span className="field-hint commerce-choice-hint">{t(`modelHint.${model}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {draft.businessModel === 'subscription' && (
        <div className="commerce-field-row">
          <div className="field">
            <label htmlFor={`${id}-period`}>{t('billingPeriod')}</label>
            <NativeSelect
              id={`${id}-period`}
              value={draft.billingPeriod}
              onChange={(event) =>
                change({ billingPeriod: event.target.value as ProductDraft['billingPeriod'] })
              }
            >
              <option value="month">{t('period.month')}</option>
              <option value="year">{t('period.year')}</option>
            </NativeSelect>
          </div>
          <div className="field">
            <label htmlFor={`${id}-trial`}>{t('trialDays')}</label>
            <Input
              ref={bind('trialDays')}
              id={`${id}-trial`}
              inputMode="numeric"
              value={draft.trialDays}
              onChange={(event) => change({ trialDays: event.target.value })}
              autoComplete="off"
              aria-invalid={invalid('trialDays')}
              aria-describedby={describedBy('trialDays')}
            />
            <FieldError id={errorId('trialDays')} message={messageOf('trialDays')} />
          </div>
        </div>
      )}
      {draft.businessModel === 'flat_fee' && (
        <div className="field">
          <label htmlFor={`${id}-months`}>{t('accessMonths')}</label>
          <Input
            ref={bind('accessMonths')}
            id={`${id}-months`}
            inputMode="numeric"
            value={draft.accessMonths}
            onChange={(event) => change({ accessMonths: event.target.value })}
            autoComplete="off"
            aria-invalid={invalid('accessMonths')}
            aria-describedby={describedBy('accessMonths')}
          />
          <FieldError id={errorId('accessMonths')} message={messageOf('accessMonths')} />
        </div>
      )}

      <fieldset
        className="commerce-prices"
        aria-describedby={describedBy('prices', `${id}-prices-hint`)}
      >
        <legend>{t('prices')}</legend>
        <p id={`${id}-prices-hint`} className="field-hint">
          {t('pricesHint')}
        </p>
        {draft.prices.map((price, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows, appended or removed only
          <div className="commerce-price-row" key={`${price.currency}-${index}`}>
            <div className="field">
              <label htmlFor={`${id}-currency-${index}`}>{t('currency')}</label>
              <NativeSelect
                id={`${id}-currency-${index}`}
                value={price.currency}
                onChange={(event) =>
                  change(
                    {
                      prices: draft.prices.map((item, at) =>
                        at === index ? { ...item, currency: event.target.value } : item,
                      ),
                    },
                    ['prices'],
                  )
                }
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="field">
              <label htmlFor={`${id}-amount-${index}`}>{t('amount')}</label>
              <Input
                ref={index === 0 ? bind('prices') : undefined}
                id={`${id}-amount-${index}`}
                inputMode="decimal"
                value={price.amount}
                placeholder="0.00"
                onChange={(event) =>
                  change(
                    {
                      prices: draft.prices.map((item, at) =>
                        at === index ? { ...item, amount: event.target.value } : item,
                      ),
                    },
                    ['prices'],
                  )
                }
                autoComplete="off"
                aria-invalid={invalid('prices')}
              />
            </div>
            {draft.prices.length > 1 && (
              <button
                type="button"
                className="button button-ghost"
                aria-label={t('removePrice', { currency: price.currency })}
                onClick={() =>
                  change({ prices: draft.prices.filter((_, at) => at !== index) }, ['prices'])
                }
              >
                {t('remove')}
              </button>
            )}
          </div>
        ))}
        {nextCurrency && (
          <button
            type="button"
            className="button"
            onClick={() =>
              change({ prices: [...draft.prices, { currency: nextCurrency, amount: '' }] })
            }
          >
            {t('addPrice')}
          </button>
        )}
        <FieldError id={errorId('prices')} message={messageOf('prices')} />
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-vat`}>{t('vat')}</label>
        <Input
          ref={bind('vat')}
          id={`${id}-vat`}
          inputMode="decimal"
          value={draft.vat}
          onChange={(event) => change({ vat: event.target.value })}
          autoComplete="off"
          aria-invalid={invalid('vat')}
          aria-describedby={describedBy('vat', `${id}-vat-hint`)}
        />
        <p id={`${id}-vat-hint`} className="field-hint">
          {t('vatHint')}
        </p>
        <FieldError id={errorId('vat')} message={messageOf('vat')} />
      </div>

      <fieldset className="commerce-choices">
        <legend>{t('unlocksField')}</legend>
        <label className="commerce-choice">
          <Input
            type="checkbox"
            checked={draft.coversAllCourses}
            onChange={(event) => change({ coversAllCourses: event.target.checked })}
          />
          <span>{t('coversAll')}</span>
        </label>
        {!draft.coversAllCourses && (
          <div className="commerce-links">
            {(choices?.catalogs.length ?? 0) > 0 && (
              <fieldset>
                <legend>{t('catalogs')}</legend>
                <ul className="commerce-checklist">
                  {choices?.catalogs.map((catalog) => (
                    <li key={catalog.id}>
                      <label>
                        <Input
                          type="checkbox"
                          checked={draft.catalogIds.includes(catalog.id)}
                          onChange={(event) =>
                            change({
                              catalogIds: toggle(
                                draft.catalogIds,
                                catalog.id,
                                event.target.checked,
                              ),
                            })
                          }
                        />
                        <span>{catalog.title}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <fieldset>
              <legend>{t('courses')}</legend>
              {!choices ? (
                <p className="muted">{t('loadingChoices')}</p>
              ) : (
                <ul className="commerce-checklist">
                  {choices.courses.map((course) => (
                    <li key={course.id}>
                      <label>
                        <Input
                          type="checkbox"
                          checked={draft.courseIds.includes(course.id)}
                          onChange={(event) =>
                            change({
                              courseIds: toggle(draft.courseIds, course.id, event.target.checked),
                            })
                          }
                        />
                        <span>{course.title}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          </div>
        )}
      </fieldset>

      <label className="commerce-choice">
        <Input
          type="checkbox"
          checked={draft.visible}
          onChange={(event) => change({ visible: event.target.checked })}
        />
        <span>
          {t('visible')}
          <span className="field-hint commerce-choice-hint">{t('visibleHint')}</span>
        </span>
      </label>
    </DialogForm>
  );
}
