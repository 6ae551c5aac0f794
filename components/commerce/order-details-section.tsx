'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/forms/native-fields';
import { isPromotionCode, normalizePromotionCode } from '@/shared/commerce/promotions';
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
    </section>
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
