'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ApiError } from '@/lib/api/errors';
import { checkOrderDraft, orderInputOf } from '@/lib/commerce/order-draft';
import { commerceKeys, createOrder, type OrderDraftInput } from '@/lib/resources/commerce';
import { refusalText } from '@/lib/validation/form-response';
import type { OrderDraftState } from './use-order-draft';

/** What "Save as draft" and "Create order" make of it. */
export type OrderStatus = 'draft' | 'pending_payment';

/**
 * A refused order as the form shows it: a 422's details by field, those of no field on top;
 * anything else as one text on top (the API's, or `failed`).
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
  return { general: refusalText(error, failed) };
}

/**
 * Sends the order form: checked here first (focus on the first invalid field), then created
 * with `status`; the order's page opens once it is. `submitting` is the status being sent.
 */
export function useCreateOrder(
  form: OrderDraftState,
  catalogId: string,
  customerRef: RefObject<HTMLInputElement | null>,
) {
  const t = useTranslations('commerce.create');
  const router = useRouter();
  const client = useQueryClient();
  const { setErrors, setServerErrors, setGeneral } = form;
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

  const submit = (status: OrderStatus) => {
    if (submitting) return;
    const draft = { ...form.draft, salesCatalogId: catalogId };
    const invalid = checkOrderDraft(draft);
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
      { order: orderInputOf(draft), status },
      {
        onSuccess: (order) => {
          client.setQueryData(commerceKeys.order(order.id), order);
          router.push(`/admin/sales/orders/${order.id}`);
        },
      },
    );
  };

  return { submitting, submit };
}
