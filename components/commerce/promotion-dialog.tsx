'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef } from 'react';
import {
  ContentLanguageField,
  useContentLanguages,
} from '@/components/forms/content-language-field';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
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
}: {
  promotion: PortalPromotion | null;
  modalId: string;
  onClosed: (saved: PortalPromotion | null) => void;
}) {
  const t = useTranslations('commerce.promotions');
  const format = useFormatter();
  const modals = useModals();
  const client = useQueryClient();
  const products = useQuery(productsQuery()).data?.items;
  const { fallback } = useContentLanguages();
  const langOf = usePartLanguage();
  const saved = useRef<PortalPromotion | null>(null);
  const form = useDraftForm({
    initial: () => promotionDraftOf(promotion, fallback),
    fields: FIELDS,
    parse: parsePromotionDraft,
    send: async (input) => {
      saved.current = await savePromotion(promotion?.id ?? null, input);
      await client.invalidateQueries({ queryKey: commerceKeys.promotions() });
      showToast({
        scheme: 'success',
        message: t(promotion ? 'saved' : 'created', { code: input.code }),
      });
      modals.close(modalId);
    },
    failedText: t('failed'),
    apiFields: API_FIELDS,
    keyText: (field, key) =>
      t(`errors.${key}`, {
        min: PROMOTION_CODE_MIN,
        max: field === 'description' ? PROMOTION_DESCRIPTION_MAX : PROMOTION_CODE_MAX,
        limit: format.number(PROMOTION_LIMIT_MAX),
      }),
  });
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;
  const numberField = (
    field: 'percent' | 'maxRedemptions' | 'maxPerAccount',
    label: string,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <Input
        ref={bind(field)}
        id={`${id}-${field}`}
        inputMode="numeric"
        value={draft[field]}
        onChange={(event) => change({ [field]: event.target.value })}
        autoComplete="off"
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, hint ? `${id}-${field}-hint` : undefined)}
      />
      {hint && (
        <p id={`${id}-${field}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId(field)} message={messageOf(field)} />
    </div>
  );

  return (
    <DialogForm
      className="commerce-dialog"
      title={promotion ? t('editTitle', { code: promotion.code }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(saved.current)}
    >
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <Input
          ref={bind('code')}
          id={`${id}-code`}
          value={draft.code}
          onChange={(event) => change({ code: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          className="commerce-code-input"
          aria-invalid={invalid('code')}
          aria-describedby={describedBy('code', `${id}-code-hint`)}
        />
        <p id={`${id}-code-hint`} className="field-hint">
          {t('codeHint', { min: PROMOTION_CODE_MIN, max: PROMOTION_CODE_MAX })}
        </p>
        <FieldError id={errorId('code')} message={messageOf('code')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('description')}</label>
        <Input
          ref={bind('description')}
          id={`${id}-description`}
          value={draft.description}
          lang={draft.language}
          onChange={(event) => change({ description: event.target.value })}
          autoComplete="off"
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
        <legend>{t('kind')}</legend>
        {(['percent', 'amount'] as const).map((kind) => (
          <label key={kind} className="commerce-choice">
            <Input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => change({ kind }, ['percent', 'amount'])}
            />
            <span>{t(`kinds.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {draft.kind === 'percent' ? (
        numberField('percent', t('percent'))
      ) : (
        <div className="commerce-field-row">
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t('amount')}</label>
            <Input
              ref={bind('amount')}
              id={`${id}-amount`}
              inputMode="decimal"
              value={draft.amount}
              placeholder="0.00"
              onChange={(event) => change({ amount: event.target.value })}
              autoComplete="off"
              aria-invalid={invalid('amount')}
              aria-describedby={describedBy('amount')}
            />
            <FieldError id={errorId('amount')} message={messageOf('amount')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-currency`}>{t('currency')}</label>
            <NativeSelect
              id={`${id}-currency`}
              value={draft.currency}
              onChange={(event) => change({ currency: event.target.value })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      <div className="commerce-field-row">
        <div className="field">
          <label htmlFor={`${id}-starts`}>{t('startsOn')}</label>
          <DateField
            id={`${id}-starts`}
            value={draft.startsOn}
            onChange={(value) => change({ startsOn: value }, ['endsOn'])}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>{t('endsOn')}</label>
          <DateField
            inputRef={bind('endsOn')}
            id={`${id}-ends`}
            value={draft.endsOn}
            onChange={(value) => change({ endsOn: value })}
            aria-invalid={invalid('endsOn')}
            aria-describedby={describedBy('endsOn', `${id}-window-hint`)}
          />
        </div>
      </div>
      <p id={`${id}-window-hint`} className="field-hint">
        {t('windowHint')}
      </p>
      <FieldError id={errorId('endsOn')} message={messageOf('endsOn')} />
      <div className="commerce-field-row">
        {numberField('maxRedemptions', t('maxRedemptions'), t('limitHint'))}
        {numberField('maxPerAccount', t('maxPerAccount'), t('limitHint'))}
      </div>
      <fieldset className="commerce-choices">
        <legend>{t('products')}</legend>
        <p className="field-hint">{t('productsHint')}</p>
        <ul className="commerce-checklist">
          {(products ?? []).map((product) => (
            <li key={product.id}>
              <label>
                <Input
                  type="checkbox"
                  checked={draft.productIds.includes(product.id)}
                  onChange={(event) =>
                    change({
                      productIds: event.target.checked
                        ? [...draft.productIds, product.id]
                        : draft.productIds.filter((item) => item !== product.id),
                    })
                  }
                />
                <span lang={langOf(product.language)}>{product.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </DialogForm>
  );
}
