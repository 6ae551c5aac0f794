'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { commerceKeys, createOrder, type OrderDraftInput } from '@/lib/resources/commerce';

/** What "Save as draft" and "Create order" make of it. */
export type OrderStatus = 'draft' | 'pending_payment';

/**
 * Creates the order with `status`; the order's page opens once it is. A refusal is thrown to
 * the form, which shows it (on its fields, or above them). `submitting` is the status being
 * sent, and stays so while the order's page opens.
 */
export function useCreateOrder() {
  const router = useRouter();
  const client = useQueryClient();
  const create = useOptimisticMutation({
    queryKey: commerceKeys.orders(),
    refetchInBackground: true,
    mutationFn: ({ order, status }: { order: OrderDraftInput; status: OrderStatus }) =>
      createOrder(order, status),
    errors: 'inline',
  });
  const submitting = create.isPending || create.isSuccess ? create.variables.status : null;

  const send = async (order: OrderDraftInput, status: OrderStatus) => {
    const created = await create.mutateAsync({ order, status });
    client.setQueryData(commerceKeys.order(created.id), created);
    router.push(`/admin/sales/orders/${created.id}`);
  };

  return { submitting, send };
}
