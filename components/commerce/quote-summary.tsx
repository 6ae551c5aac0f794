'use client';

import { useTranslations } from 'next-intl';
import { OrderLines } from './order-page';
import type { OrderQuote } from './use-order-quote';

/**
 * The order form's totals card, as the server computes them (busy while a change waits for its
 * quote); a hint while there are no lines, a message when the quote failed.
 */
export function QuoteSummary({
  id,
  quote: { quote, empty, settling, applied },
}: {
  /** The form's id prefix. */
  id: string;
  quote: OrderQuote;
}) {
  const t = useTranslations('commerce.create');
  return (
    <section
      className="commerce-card kit-card"
      aria-labelledby={`${id}-totals-title`}
      aria-live="polite"
    >
      <h2 id={`${id}-totals-title`}>{t('totalsTitle')}</h2>
      {empty ? (
        <p className="muted">{t('totalsEmpty')}</p>
      ) : quote.data ? (
        <div aria-busy={quote.isFetching || settling}>
          <OrderLines
            embedded
            order={{
              ...quote.data.quote,
              promotionCode: applied?.applied ? applied.code : null,
            }}
          />
          {quote.data.quote.vatReverseCharge && (
            <p className="field-hint" data-testid="reverse-charge">
              {t('reverseCharge')}
            </p>
          )}
          <p className="field-hint">{t('totalsNote')}</p>
        </div>
      ) : quote.isError ? (
        <p className="form-error">{t('quoteFailed')}</p>
      ) : (
        <p className="muted">{t('calculating')}</p>
      )}
    </section>
  );
}
