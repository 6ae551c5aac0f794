'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useContentLanguages } from '@/components/forms/content-language-field';
import { Input } from '@/components/forms/native-fields';
import {
  CheckboxChoices,
  Choice,
  DialogFieldset,
  RadioChoices,
  titleChoices,
} from '@/components/modals/dialog-choices';
import {
  DialogField,
  DialogLanguageField,
  DialogSelect,
  DialogTextField,
  type DraftFieldsForm,
  ValueOptions,
} from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { saveButtons } from '@/components/modals/save-buttons';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
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
} & RecordDialogProps<SalesProduct>) {
  const t = useTranslations('commerce.products');
  const { fallback } = useContentLanguages();
  const langOf = usePartLanguage();
  const save = useRecordSave({ modalId, onClosed });
  const form = useDraftForm({
    initial: () => productDraftOf(product, catalog?.currency ?? 'EUR', fallback),
    fields: FIELDS,
    parse: parseProductDraft,
    send: async (input) =>
      save.done(
        product
          ? await updateProduct(product.id, input)
          : await createProduct(input, catalog?.id ?? null),
        t(product ? 'saved' : 'created', { name: input.name }),
        [commerceKeys.products(), commerceKeys.catalogs()],
      ),
    failedText: t('failed'),
    apiFields: API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, {
        max: field === 'name' ? PRODUCT_NAME_MAX : PRODUCT_DESCRIPTION_MAX,
        days: TRIAL_DAYS_MAX,
        months: ACCESS_MONTHS_MAX,
      }),
  });
  const { id, draft, change } = form;

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
      {...saveButtons(t)}
      onClosed={save.closed}
    >
      <DialogTextField
        form={form}
        field="name"
        label={t('name')}
        lang={draft.language || undefined}
        required
      />
      <DialogTextField
        form={form}
        field="description"
        label={t('descriptionField')}
        lang={draft.language || undefined}
        rows={2}
      />
      <DialogLanguageField form={form} />

      <fieldset className="commerce-choices">
        <legend>{t('businessModel')}</legend>
        <RadioChoices
          name={`${id}-model`}
          className="commerce-choice"
          choices={BUSINESS_MODELS}
          value={draft.businessModel}
          onChange={(businessModel) => change({ businessModel }, ['trialDays', 'accessMonths'])}
          label={(model) => (
            <HintedText text={t(`model.${model}`)} hint={t(`modelHint.${model}`)} />
          )}
        />
      </fieldset>

      {draft.businessModel === 'subscription' && (
        <div className="commerce-field-row">
          <DialogSelect
            id={`${id}-period`}
            label={t('billingPeriod')}
            value={draft.billingPeriod}
            onChange={(period) =>
              change({ billingPeriod: period as ProductDraft['billingPeriod'] })
            }
          >
            <option value="month">{t('period.month')}</option>
            <option value="year">{t('period.year')}</option>
          </DialogSelect>
          <DialogTextField
            form={form}
            field="trialDays"
            idPart="trial"
            label={t('trialDays')}
            inputMode="numeric"
          />
        </div>
      )}
      {draft.businessModel === 'flat_fee' && (
        <DialogTextField
          form={form}
          field="accessMonths"
          idPart="months"
          label={t('accessMonths')}
          inputMode="numeric"
        />
      )}

      <ProductPricesField form={form} />

      <DialogTextField
        form={form}
        field="vat"
        label={t('vat')}
        hint={t('vatHint')}
        inputMode="decimal"
      />

      <ProductUnlocksField form={form} />

      <Choice
        type="checkbox"
        className="commerce-choice"
        checked={draft.visible}
        onChange={(visible) => change({ visible })}
      >
        <HintedText text={t('visible')} hint={t('visibleHint')} />
      </Choice>
    </DialogForm>
  );
}

type ProductForm = DraftFieldsForm<ProductField, ProductDraft>;

/** A choice's text with its hint under it, in the label after its box. */
function HintedText({ text, hint }: { text: string; hint: string }) {
  return (
    <span>
      {text}
      <span className="field-hint commerce-choice-hint">{hint}</span>
    </span>
  );
}

/** The prices: a currency and an amount a row, a row per currency at most; one message for all. */
function ProductPricesField({ form }: { form: ProductForm }) {
  const t = useTranslations('commerce.products');
  const { id, draft, change, bind, invalid } = form;
  const usedCurrencies = new Set(draft.prices.map((price) => price.currency));
  const nextCurrency = CURRENCIES.find((currency) => !usedCurrencies.has(currency));
  const setPrice = (index: number, patch: Partial<ProductDraft['prices'][number]>) =>
    change(
      { prices: draft.prices.map((item, at) => (at === index ? { ...item, ...patch } : item)) },
      ['prices'],
    );
  return (
    <DialogFieldset
      form={form}
      field="prices"
      className="commerce-prices"
      legend={t('prices')}
      hint={t('pricesHint')}
    >
      {draft.prices.map((price, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows, appended or removed only
        <div className="commerce-price-row" key={`${price.currency}-${index}`}>
          <DialogSelect
            id={`${id}-currency-${index}`}
            label={t('currency')}
            value={price.currency}
            onChange={(currency) => setPrice(index, { currency })}
          >
            <ValueOptions values={CURRENCIES} />
          </DialogSelect>
          <DialogField controlId={`${id}-amount-${index}`} label={t('amount')}>
            <Input
              ref={index === 0 ? bind('prices') : undefined}
              id={`${id}-amount-${index}`}
              inputMode="decimal"
              value={price.amount}
              placeholder="0.00"
              onChange={(event) => setPrice(index, { amount: event.target.value })}
              autoComplete="off"
              aria-invalid={invalid('prices')}
            />
          </DialogField>
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
    </DialogFieldset>
  );
}

/** What the product unlocks: every course, or the chosen catalogs and courses. */
function ProductUnlocksField({ form }: { form: ProductForm }) {
  const t = useTranslations('commerce.products');
  const choices = useQuery(productsQuery()).data;
  const { draft, change } = form;
  return (
    <fieldset className="commerce-choices">
      <legend>{t('unlocksField')}</legend>
      <Choice
        type="checkbox"
        className="commerce-choice"
        checked={draft.coversAllCourses}
        onChange={(coversAllCourses) => change({ coversAllCourses })}
      >
        <span>{t('coversAll')}</span>
      </Choice>
      {!draft.coversAllCourses && (
        <div className="commerce-links">
          {(choices?.catalogs.length ?? 0) > 0 && (
            <fieldset>
              <legend>{t('catalogs')}</legend>
              <CheckboxChoices
                listClassName="commerce-checklist"
                choices={titleChoices(choices?.catalogs ?? [])}
                chosen={draft.catalogIds}
                onChange={(catalogIds) => change({ catalogIds })}
              />
            </fieldset>
          )}
          <fieldset>
            <legend>{t('courses')}</legend>
            {!choices ? (
              <p className="muted">{t('loadingChoices')}</p>
            ) : (
              <CheckboxChoices
                listClassName="commerce-checklist"
                choices={titleChoices(choices.courses)}
                chosen={draft.courseIds}
                onChange={(courseIds) => change({ courseIds })}
              />
            )}
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}
