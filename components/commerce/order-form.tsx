'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import { priceIn, productsOf } from '@/lib/commerce/catalog-board';
import {
  checkOrderDraft,
  type DraftLine,
  type OrderDraft,
  type OrderDraftErrors,
  orderInputOf,
  quoteInputOf,
  withTypedCode,
} from '@/lib/commerce/order-draft';
import {
  commerceKeys,
  createOrder,
  type OrderDraftInput,
  productsQuery,
  quoteOrder,
  salesCatalogsQuery,
} from '@/lib/resources/commerce';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/shared/commerce/products';
import { isPromotionCode, normalizePromotionCode } from '@/shared/commerce/promotions';
import { CustomerPicker } from './customer-picker';
import { OrderLines } from './order-page';
import { useDebouncedValue } from './use-debounced-value';
import { useFormatAmount } from './use-format-amount';
import '@/components/forms/forms.css';
import './commerce.css';

/** The quote follows the form this long after the last change. */
const QUOTE_DEBOUNCE_MS = 250;

/** What "Save as draft" and "Create order" make of it. */
type OrderStatus = 'draft' | 'pending_payment';

/**
 * A refused order as the form shows it: a 422's details by field, those of no field on top;
 * anything else as one sentence on top (the API's, or `failed`).
 */
function orderRefusal(
  error: unknown,
  failed: string,
): { fields?: Record<string, string>; general?: string } {
  if (error instanceof ApiError && error.status === 422) {
    const fields: Record<string, string> = {};
    for (const item of error.errors) {
      const field = item.source?.pointer?.replace('/data/attributes/', '') ?? '';
      fields[field] = [fields[field], item.detail].filter(Boolean).join(' ');
    }
    const unclaimed = error.errors.filter((item) => !item.source?.pointer);
    return {
      fields,
      general: unclaimed.length > 0 ? unclaimed.map((item) => item.detail).join('\n') : undefined,
    };
  }
  return {
    general:
      error instanceof ApiError && error.code !== 'NO_RESPONSE'
        ? (error.errors[0]?.detail ?? failed)
        : failed,
  };
}

let nextKey = 1;
const newLine = (): DraftLine => ({ key: nextKey++, productId: '', quantity: '1' });

/**
 * /admin/sales/orders/create (SCREENS "Commerce"): the customer (an organisation or an account),
 * lines from a sales catalog (quantity 1–1,000), a promotion code with the precise reason when
 * it is refused (expired, not applicable, limit reached, per-account limit), a billing
 * reference, and the totals as the server computes them. "Create order" sends it for payment;
 * "Save as draft" keeps it as a draft.
 */
export function OrderForm() {
  const t = useTranslations('commerce.create');
  const router = useRouter();
  const client = useQueryClient();
  const id = useId();
  const catalogs = useQuery(salesCatalogsQuery());
  const products = useQuery(productsQuery());
  const [draft, setDraft] = useState<OrderDraft>(() => ({
    customer: null,
    salesCatalogId: '',
    // A fixed key for the first line: the server renders it too, and ids must match.
    lines: [{ key: 0, productId: '', quantity: '1' }],
    promotionCode: '',
    appliedCode: '',
    billingReference: '',
  }));
  const [errors, setErrors] = useState<OrderDraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const create = useOptimisticMutation({
    queryKey: commerceKeys.orders(),
    refetchInBackground: true,
    mutationFn: ({ order, status }: { order: OrderDraftInput; status: OrderStatus }) =>
      createOrder(order, status),
    // On the form: by its field, or on top.
    errors: (error) => {
      const refusal = orderRefusal(error, t('failed'));
      if (refusal.fields) setServerErrors(refusal.fields);
      if (refusal.general !== undefined) setGeneral(refusal.general);
    },
  });
  // The button that sent it shows it busy, and stays so while the order's page opens.
  const submitting = create.isPending || create.isSuccess ? create.variables.status : null;
  const customerRef = useRef<HTMLInputElement>(null);
  const formatAmount = useFormatAmount();

  const catalogId = draft.salesCatalogId || catalogs.data?.[0]?.id || '';
  const catalog = catalogs.data?.find((item) => item.id === catalogId);
  const offered = catalog && products.data ? productsOf(catalog, products.data.items) : [];
  const sellable = offered.filter((product) => priceIn(product, catalog?.currency ?? '') !== null);
  const input = quoteInputOf({ ...draft, salesCatalogId: catalogId });
  // Debounced as text: a new object every render would restart the wait for ever.
  const inputKey = JSON.stringify(input);
  const settledKey = useDebouncedValue(inputKey, QUOTE_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof input, [settledKey]);
  const quote = useQuery({
    queryKey: commerceKeys.quote(settled),
    queryFn: ({ signal }) => quoteOrder(settled, signal),
    enabled: Boolean(settled.salesCatalogId),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  const codeProblem = quote.data?.problems.find((problem) => problem.reason !== null);
  const applied = quote.data?.quote.promotion;

  const change = (next: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setGeneral(null);
  };
  const changeLine = (key: number, next: Partial<DraftLine>) => {
    change({ lines: draft.lines.map((line) => (line.key === key ? { ...line, ...next } : line)) });
    setErrors((current) => {
      if (!current.line?.[key] && !current.lines) return current;
      const line = { ...current.line };
      delete line[key];
      return { ...current, lines: undefined, line };
    });
    setServerErrors({});
  };

  const submit = (status: OrderStatus) => {
    if (submitting) return;
    const invalid = checkOrderDraft({ ...draft, salesCatalogId: catalogId });
    setErrors(invalid ?? {});
    setServerErrors({});
    if (invalid) {
      requestAnimationFrame(() => {
        if (invalid.customer) customerRef.current?.focus();
        else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    create.mutate(
      { order: orderInputOf({ ...draft, salesCatalogId: catalogId }), status },
      {
        onSuccess: (order) => {
          client.setQueryData(commerceKeys.order(order.id), order);
          router.push(`/admin/sales/orders/${order.id}`);
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('pending_payment');
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

  const customerError =
    (errors.customer && t(`errors.${errors.customer}`)) || serverErrors.customer_id;
  const lineError = (line: DraftLine, index: number) =>
    (errors.line?.[line.key] &&
      t(`errors.${errors.line[line.key]}`, { min: QUANTITY_MIN, max: QUANTITY_MAX })) ||
    serverErrors[`lines/${index}/product_id`] ||
    serverErrors[`lines/${index}/quantity`];
  const typedCode = draft.promotionCode.trim();
  const codeMessage =
    serverErrors.promotion_code ||
    (draft.appliedCode && applied?.code === normalizePromotionCode(draft.appliedCode)
      ? applied.applied
        ? t('codeApplied', { code: applied.code })
        : (codeProblem?.detail ?? null)
      : null);
  const codeRefused = Boolean(serverErrors.promotion_code || (applied && !applied.applied));

  return (
    <form
      className="form commerce-order-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={Boolean(submitting)}
    >
      {general && (
        <p role="alert" className="form-error">
          {general}
        </p>
      )}
      <section className="commerce-card" aria-labelledby={`${id}-customer-title`}>
        <h2 id={`${id}-customer-title`}>{t('customerTitle')}</h2>
        <CustomerPicker
          ref={customerRef}
          value={draft.customer}
          onChange={(customer) => {
            change({ customer });
            setErrors((current) => ({ ...current, customer: undefined }));
            setServerErrors({});
          }}
          invalid={Boolean(customerError)}
          errorId={customerError ? `${id}-customer-error` : undefined}
        />
        {customerError && (
          <p id={`${id}-customer-error`} className="field-error">
            {customerError}
          </p>
        )}
      </section>

      <section className="commerce-card" aria-labelledby={`${id}-lines-title`}>
        <h2 id={`${id}-lines-title`}>{t('linesTitle')}</h2>
        <div className="field">
          <label htmlFor={`${id}-catalog`}>{t('catalog')}</label>
          <NativeSelect
            id={`${id}-catalog`}
            value={catalogId}
            onChange={(event) =>
              change({
                salesCatalogId: event.target.value,
                lines: [newLine()],
              })
            }
            aria-describedby={`${id}-catalog-hint`}
          >
            {catalogs.data.map((item) => (
              <option key={item.id} value={item.id}>
                {t('catalogOption', { name: item.name, currency: item.currency })}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-catalog-hint`} className="field-hint">
            {t('catalogHint')}
          </p>
        </div>
        <ol className="commerce-line-list">
          {draft.lines.map((line, index) => {
            const message = lineError(line, index);
            const messageId = message ? `${id}-line-${line.key}-error` : undefined;
            return (
              <li key={line.key} className="commerce-line-row">
                <div className="field">
                  <label htmlFor={`${id}-product-${line.key}`}>
                    {t('productLabel')}
                    <span className="visually-hidden"> {t('ofLine', { number: index + 1 })}</span>
                  </label>
                  <NativeSelect
                    id={`${id}-product-${line.key}`}
                    value={line.productId}
                    onChange={(event) => changeLine(line.key, { productId: event.target.value })}
                    aria-invalid={message && !line.productId ? true : undefined}
                    aria-describedby={messageId}
                  >
                    <option value="">{t('chooseProduct')}</option>
                    {sellable.map((product) => (
                      <option key={product.id} value={product.id}>
                        {t('productOption', {
                          name: product.name,
                          price: formatAmount(
                            priceIn(product, catalog?.currency ?? '') ?? 0,
                            catalog?.currency ?? 'EUR',
                          ),
                        })}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="field commerce-quantity">
                  <label htmlFor={`${id}-quantity-${line.key}`}>
                    {t('quantityLabel')}
                    <span className="visually-hidden"> {t('ofLine', { number: index + 1 })}</span>
                  </label>
                  <Input
                    id={`${id}-quantity-${line.key}`}
                    type="number"
                    inputMode="numeric"
                    min={QUANTITY_MIN}
                    max={QUANTITY_MAX}
                    step={1}
                    value={line.quantity}
                    onChange={(event) => changeLine(line.key, { quantity: event.target.value })}
                    aria-invalid={message && line.productId ? true : undefined}
                    aria-describedby={messageId}
                  />
                </div>
                {draft.lines.length > 1 && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('removeLine', { number: index + 1 })}
                    onClick={() => {
                      change({ lines: draft.lines.filter((item) => item.key !== line.key) });
                      requestAnimationFrame(() =>
                        document.getElementById(`${id}-add-line`)?.focus(),
                      );
                    }}
                  >
                    {t('remove')}
                  </button>
                )}
                {message && (
                  <p id={messageId} className="field-error commerce-line-error">
                    {message}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        {errors.lines && (
          <p className="field-error" role="alert">
            {t(`errors.${errors.lines}`)}
          </p>
        )}
        <button
          id={`${id}-add-line`}
          type="button"
          className="button"
          onClick={() => {
            const line = newLine();
            change({ lines: [...draft.lines, line] });
            requestAnimationFrame(() =>
              document.getElementById(`${id}-product-${line.key}`)?.focus(),
            );
          }}
        >
          {t('addLine')}
        </button>
      </section>

      <section className="commerce-card" aria-labelledby={`${id}-details-title`}>
        <h2 id={`${id}-details-title`}>{t('detailsTitle')}</h2>
        <div className="commerce-code-row">
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('promotionCode')}</label>
            <Input
              id={`${id}-code`}
              value={draft.promotionCode}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const text = event.target.value;
                setDraft((current) => withTypedCode(current, text));
                setGeneral(null);
                setServerErrors(({ promotion_code: _, ...rest }) => rest);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  change({ appliedCode: draft.promotionCode.trim() });
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
        <div className="field">
          <label htmlFor={`${id}-reference`}>{t('billingReference')}</label>
          <Input
            id={`${id}-reference`}
            value={draft.billingReference}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => change({ billingReference: event.target.value })}
            aria-describedby={`${id}-reference-hint`}
            aria-invalid={serverErrors.billing_reference ? true : undefined}
          />
          <p id={`${id}-reference-hint`} className="field-hint">
            {serverErrors.billing_reference || t('billingReferenceHint')}
          </p>
        </div>
      </section>

      <section className="commerce-card" aria-labelledby={`${id}-totals-title`} aria-live="polite">
        <h2 id={`${id}-totals-title`}>{t('totalsTitle')}</h2>
        {input.lines.length === 0 ? (
          <p className="muted">{t('totalsEmpty')}</p>
        ) : quote.data ? (
          <div aria-busy={quote.isFetching || inputKey !== settledKey}>
            <OrderLines
              embedded
              order={{
                ...quote.data.quote,
                promotionCode: applied?.applied ? applied.code : null,
              }}
            />
            <p className="field-hint">{t('totalsNote')}</p>
          </div>
        ) : quote.isError ? (
          <p className="form-error">{t('quoteFailed')}</p>
        ) : (
          <p className="muted">{t('calculating')}</p>
        )}
      </section>

      <div className="commerce-form-actions">
        <button
          type="button"
          className="button"
          disabled={Boolean(submitting)}
          onClick={() => void submit('draft')}
        >
          {submitting === 'draft' ? t('saving') : t('saveDraft')}
        </button>
        <button type="submit" className="button button-primary" disabled={Boolean(submitting)}>
          {submitting === 'pending_payment' ? t('creating') : t('createOrder')}
        </button>
      </div>
    </form>
  );
}
