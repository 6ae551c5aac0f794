'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { productsQuery, salesCatalogsQuery } from '@/lib/resources/commerce';
import { OrderCustomerSection } from './order-customer-section';
import { OrderDetailsSection } from './order-details-section';
import { OrderLinesSection } from './order-lines-section';
import { QuoteSummary } from './quote-summary';
import { type OrderStatus, useCreateOrder } from './use-create-order';
import { useOrderDraft } from './use-order-draft';
import { useOrderQuote } from './use-order-quote';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/orders/create (SCREENS "Commerce"): the customer (an organisation or an account),
 * lines from a sales catalog (quantity 1–1,000), a promotion code with the precise reason when
 * it is refused (expired, not applicable, limit reached, per-account limit), a billing
 * reference, and the totals as the server computes them. "Create order" sends it for payment;
 * "Save as draft" keeps it as a draft.
 */
export function OrderForm() {
  const t = useTranslations('commerce.create');
  const id = useId();
  const catalogs = useQuery(salesCatalogsQuery());
  const products = useQuery(productsQuery());
  const { submitting, send } = useCreateOrder();
  const form = useOrderDraft({ defaultCatalogId: catalogs.data?.[0]?.id ?? '', send });
  const { catalogId } = form;
  const quote = useOrderQuote(form.draft, catalogId);

  // While an order is sent, and while its page opens, Enter must not make a second one.
  const submit = (status: OrderStatus, event?: FormEvent) => {
    event?.preventDefault();
    if (!submitting) form.submit(status);
  };

  if (!catalogs.data || !products.data) {
    return <QueryPending query={!catalogs.data ? catalogs : products} />;
  }
  if (catalogs.data.length === 0) {
    return (
      <div className="commerce-empty" role="status">
        <p>{t('noCatalogs')}</p>
        <p className="muted">{t('noCatalogsHint')}</p>
      </div>
    );
  }

  return (
    <form
      className="form commerce-order-form"
      onSubmit={(event) => submit('pending_payment', event)}
      noValidate
      aria-busy={Boolean(submitting)}
    >
      <FormError message={form.generalError} />
      <OrderCustomerSection id={id} form={form} />
      <OrderLinesSection
        id={id}
        form={form}
        catalogs={catalogs.data}
        products={products.data.items}
        catalogId={catalogId}
      />
      <OrderDetailsSection id={id} form={form} quote={quote} />
      <QuoteSummary id={id} quote={quote} />
      <OrderFormActions submitting={submitting} onDraft={() => submit('draft')} />
    </form>
  );
}

/** "Save as draft" and "Create order" (the submit); the one sending says so, both wait. */
function OrderFormActions({
  submitting,
  onDraft,
}: {
  submitting: OrderStatus | null;
  onDraft: () => void;
}) {
  const t = useTranslations('commerce.create');
  return (
    <div className="commerce-form-actions">
      <button type="button" className="button" disabled={Boolean(submitting)} onClick={onDraft}>
        {submitting === 'draft' ? t('saving') : t('saveDraft')}
      </button>
      <button type="submit" className="button button-primary" disabled={Boolean(submitting)}>
        {submitting === 'pending_payment' ? t('creating') : t('createOrder')}
      </button>
    </div>
  );
}
