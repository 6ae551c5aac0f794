'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import { commerceKeys, type OrderDetail, refundOrder } from '@/lib/resources/commerce';
import { amountInput, parseAmount } from '@/shared/commerce/money';
import { refundProblem } from '@/shared/commerce/refunds';
import { useFormatAmount } from './use-format-amount';

/** The providers' own names (not translated). */
export const PROVIDER_NAMES = { mollie: 'Mollie', stripe: 'Stripe' } as const;

/**
 * Refund an order paid through Mollie or Stripe (issue 40, item 4; docs/checkout.md "Refunds"):
 * the amount (what is left, unless staff type less), checked here as the API checks it (above 0,
 * at most what is left), then sent to the provider. A part keeps the buyer's access, the rest
 * takes it back, and each refund has its credit note. A refusal by the provider is said above
 * the field; the order stays as it was.
 */
export function RefundDialog({
  order,
  modalId,
  onClosed,
}: {
  order: OrderDetail;
  modalId: string;
  /** After closing: the order refunded (or partly), or null when nothing changed. */
  onClosed: (updated: OrderDetail | null) => void;
}) {
  const t = useTranslations('commerce.order.refundDialog');
  const modals = useModals();
  const client = useQueryClient();
  const formatAmount = useFormatAmount();
  const updated = useRef<OrderDetail | null>(null);
  const left = order.refundableCents ?? 0;
  const money = (cents: number) => formatAmount(cents, order.currency);
  const form = useForm({
    fields: { amount: { value: amountInput(left), rules: 'required', trim: true } },
    apiFields: { amount_cents: 'amount' },
    check: (values) => {
      const cents = parseAmount(String(values.amount ?? ''));
      if (cents === null) return { amount: { text: t('notAnAmount') } };
      const problem = refundProblem(cents, left);
      if (problem === 'not_positive') return { amount: { text: t('notPositive') } };
      if (problem === 'too_much') return { amount: { text: t('tooMuch', { left: money(left) }) } };
      return null;
    },
    onSubmit: async (values) => {
      updated.current = await refundOrder(order.id, parseAmount(String(values.amount)) ?? 0);
      return undefined;
    },
    onSuccess: () => {
      if (updated.current) client.setQueryData(commerceKeys.order(order.id), updated.current);
      void client.invalidateQueries({ queryKey: commerceKeys.order(order.id) });
      void client.invalidateQueries({ queryKey: commerceKeys.orderLists() });
      modals.close(modalId);
    },
  });
  const provider = PROVIDER_NAMES[order.paymentProvider ?? 'mollie'];
  return (
    <DialogForm
      className="commerce-dialog"
      title={t('title', { number: order.number, provider })}
      description={t('description', {
        provider,
        left: money(left),
        total: money(order.totalCents),
      })}
      form={form}
      submit={t('submit')}
      busy={t('busy')}
      cancel={t('cancel')}
      tone="danger"
      onClosed={() => onClosed(updated.current)}
    >
      <TextField
        field={form.field('amount')}
        label={t('amount', { currency: order.currency })}
        hint={t('amountHint')}
        inputMode="decimal"
        autoComplete="off"
      />
    </DialogForm>
  );
}
