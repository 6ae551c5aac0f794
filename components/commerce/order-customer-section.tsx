'use client';

import { useTranslations } from 'next-intl';
import { CustomerPicker } from './customer-picker';
import type { OrderDraftState } from './use-order-draft';

/** The order form's customer card: the picker, and why it was refused (here or by the server). */
export function OrderCustomerSection({
  id,
  form,
}: {
  /** The form's id prefix. */
  id: string;
  form: OrderDraftState;
}) {
  const t = useTranslations('commerce.create');
  const customerError = form.textOf('customer');
  return (
    <section className="commerce-card kit-card" aria-labelledby={`${id}-customer-title`}>
      <h2 id={`${id}-customer-title`}>{t('customerTitle')}</h2>
      <CustomerPicker
        ref={form.focusRef('customer')}
        value={form.draft.customer}
        onChange={form.changeCustomer}
        invalid={Boolean(customerError)}
        errorId={customerError ? `${id}-customer-error` : undefined}
      />
      {customerError && (
        <p id={`${id}-customer-error`} className="field-error">
          {customerError}
        </p>
      )}
    </section>
  );
}
