'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useContentLanguages } from '@/components/forms/content-language-field';
import { CheckboxChoices, RadioChoices } from '@/components/modals/dialog-choices';
import {
  DialogField,
  DialogLanguageField,
  DialogSelect,
  DialogTextField,
  ValueOptions,
} from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { saveButtons } from '@/components/modals/save-buttons';
import { type RecordDialogProps, useRecordSave } from '@/components/modals/use-record-save';
import {
  type PromotionField,
  parsePromotionDraft,
  promotionDraftOf,
} from '@/lib/commerce/promotion-draft';
import {
  commerceKeys,
  type PortalPromotion,
  productsQuery,
  savePromotion,
} from '@/lib/resources/commerce';
import { CURRENCIES } from '@/shared/commerce/money';
import {
  PROMOTION_CODE_MAX,
  PROMOTION_CODE_MIN,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_LIMIT_MAX,
} from '@/shared/commerce/promotions';
import '@/components/forms/forms.css';
import { DateField } from '@/components/forms/date-field';
import { usePartLanguage } from '@/components/i18n/marked-names';

const FIELDS: readonly PromotionField[] = [
  'code',
  'description',
  'language',
  'percent',
  'amount',
  'endsOn',
  'maxRedemptions',
  'maxPerAccount',
];
/** What a promotion takes off: a percentage or an amount. */
const KINDS = ['percent', 'amount'] as const;
const API_FIELDS: Record<string, PromotionField> = {
  code: 'code',
  description: 'description',
  language: 'language',
  percent: 'percent',
  amount_cents: 'amount',
  currency: 'amount',
  starts_at: 'endsOn',
  ends_at: 'endsOn',
  max_redemptions: 'maxRedemptions',
  max_per_account: 'maxPerAccount',
  product_ids: 'code',
};

/**
 * New or edit a promotion (SCREENS "/admin/sales/promotions"): a code of 4–32 characters
 * (case does not matter), a percentage or an amount off, the days it is valid, at most so many
 * redemptions in all and per account, and the products it applies to (none ticked: all).
 */
export function PromotionDialog({
  promotion,
  modalId,
  onClosed,
}: { promotion: PortalPromotion | null } & RecordDialogProps<PortalPromotion>) {
  const t = useTranslations('commerce.promotions');
  const format = useFormatter();
  const products = useQuery(productsQuery()).data?.items;
  const { fallback } = useContentLanguages();
  const langOf = usePartLanguage();
  const save = useRecordSave({ modalId, onClosed });
  const form = useDraftForm({
    initial: () => promotionDraftOf(promotion, fallback),
    fields: FIELDS,
    parse: parsePromotionDraft,
    send: async (input) =>
      save.done(
        await savePromotion(promotion?.id ?? null, input),
        t(promotion ? 'saved' : 'created', { code: input.code }),
        [commerceKeys.promotions()],
      ),
    failedText: t('failed'),
    apiFields: API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, {
        min: PROMOTION_CODE_MIN,
        max: field === 'description' ? PROMOTION_DESCRIPTION_MAX : PROMOTION_CODE_MAX,
        limit: format.number(PROMOTION_LIMIT_MAX),
      }),
  });
  const { id, draft, change, bind, describedBy, invalid } = form;
  const limitField = (field: 'maxRedemptions' | 'maxPerAccount') => (
    <DialogTextField
      form={form}
      field={field}
      label={t(field)}
      hint={t('limitHint')}
      inputMode="numeric"
    />
  );

  return (
    <DialogForm
      className="commerce-dialog"
      title={promotion ? t('editTitle', { code: promotion.code }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      {...saveButtons(t)}
      onClosed={save.closed}
    >
      <DialogTextField
        form={form}
        field="code"
        label={t('code')}
        hint={t('codeHint', { min: PROMOTION_CODE_MIN, max: PROMOTION_CODE_MAX })}
        spellCheck={false}
        className="commerce-code-input"
      />
      <DialogTextField
        form={form}
        field="description"
        label={t('description')}
        lang={draft.language}
      />
      <DialogLanguageField form={form} />
      <fieldset className="commerce-choices">
        <legend>{t('kind')}</legend>
        <RadioChoices
          name={`${id}-kind`}
          className="commerce-choice"
          choices={KINDS}
          value={draft.kind}
          onChange={(kind) => change({ kind }, ['percent', 'amount'])}
          label={(kind) => <span>{t(`kinds.${kind}`)}</span>}
        />
      </fieldset>
      {draft.kind === 'percent' ? (
        <DialogTextField form={form} field="percent" label={t('percent')} inputMode="numeric" />
      ) : (
        <div className="commerce-field-row">
          <DialogTextField
            form={form}
            field="amount"
            label={t('amount')}
            inputMode="decimal"
            placeholder="0.00"
          />
          <DialogSelect
            id={`${id}-currency`}
            label={t('currency')}
            value={draft.currency}
            onChange={(currency) => change({ currency })}
          >
            <ValueOptions values={CURRENCIES} />
          </DialogSelect>
        </div>
      )}
      <div className="commerce-field-row">
        <DialogField controlId={`${id}-starts`} label={t('startsOn')}>
          <DateField
            id={`${id}-starts`}
            value={draft.startsOn}
            onChange={(value) => change({ startsOn: value }, ['endsOn'])}
          />
        </DialogField>
        <DialogField controlId={`${id}-ends`} label={t('endsOn')}>
          <DateField
            inputRef={bind('endsOn')}
            id={`${id}-ends`}
            value={draft.endsOn}
            onChange={(value) => change({ endsOn: value })}
            aria-invalid={invalid('endsOn')}
            aria-describedby={describedBy('endsOn', `${id}-window-hint`)}
          />
        </DialogField>
      </div>
      <p id={`${id}-window-hint`} className="field-hint">
        {t('windowHint')}
      </p>
      <FieldError id={form.errorId('endsOn')} message={form.messageOf('endsOn')} />
      <div className="commerce-field-row">
        {limitField('maxRedemptions')}
        {limitField('maxPerAccount')}
      </div>
      <fieldset className="commerce-choices">
        <legend>{t('products')}</legend>
        <p className="field-hint">{t('productsHint')}</p>
        <CheckboxChoices
          listClassName="commerce-checklist"
          choices={(products ?? []).map((product) => ({
            id: product.id,
            label: <span lang={langOf(product.language)}>{product.name}</span>,
          }))}
          chosen={draft.productIds}
          onChange={(productIds) => change({ productIds })}
        />
      </fieldset>
    </DialogForm>
  );
}
