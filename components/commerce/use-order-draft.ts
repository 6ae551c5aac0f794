'use client';

import { useTranslations } from 'next-intl';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import {
  checkOrderDraft,
  type DraftLine,
  type LineProblem,
  lineNumberOf,
  linesFeedback,
  ORDER_API_FIELDS,
  type OrderDraft,
  type OrderDraftErrors,
  orderInputOf,
  withTypedCode,
} from '@/lib/commerce/order-draft';
import type { CustomerMatch, OrderDraftInput } from '@/lib/resources/commerce';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/shared/commerce/products';
import type { OrderStatus } from './use-create-order';

let nextKey = 1;
/** An empty order line with a key no other line on the page has. */
export const newLine = (): DraftLine => ({ key: nextKey++, productId: '', quantity: '1' });

/** What the form's own check says (a message key under commerce.create.errors). */
type OrderProblem =
  | NonNullable<OrderDraftErrors['customer'] | OrderDraftErrors['lines']>
  | LineProblem;

/** The order form's fields: the draft's, and the status the button pressed sends. */
type OrderField = keyof OrderDraft | 'status';

/** The order form before anything is typed. */
const FIELDS: Record<OrderField, FieldConfig> = {
  customer: { value: null },
  salesCatalogId: { value: '' },
  // A fixed key for the first line: the server renders it too, and ids must match.
  lines: { value: [{ key: 0, productId: '', quantity: '1' }] },
  promotionCode: { value: '' },
  appliedCode: { value: '' },
  billingReference: { value: '' },
  billingAddress: { value: '' },
  billingCountry: { value: '' },
  billingVatId: { value: '' },
  status: { value: 'pending_payment' },
};

/**
 * The order form on useForm: the draft as typed, checked as a whole before it is sent
 * (checkOrderDraft), the server's 422 on the field it names (a line's naming its line), the
 * rest above the form; focus goes to the first refused field. Each edit takes away the
 * refusals of the field it changes.
 */
export function useOrderDraft({
  defaultCatalogId,
  send,
}: {
  /** The catalog the lines come from until another is chosen. */
  defaultCatalogId: string;
  /** Sends the order; a throw is its refusal. */
  send: (order: OrderDraftInput, status: OrderStatus) => Promise<unknown>;
}) {
  const t = useTranslations('commerce.create');
  const problemText = (key: OrderProblem) =>
    t(`errors.${key}`, { min: QUANTITY_MIN, max: QUANTITY_MAX });
  const form = useForm<OrderField>({
    fields: FIELDS,
    // The order's page opens on success: the form keeps what was sent meanwhile.
    resetOnSuccess: false,
    apiFields: ORDER_API_FIELDS,
    failedText: t('failed'),
    describeError: (error) => {
      const number = lineNumberOf(error.source?.pointer);
      const problem = (error.detail ?? error.title ?? '').trim();
      return number === null ? undefined : t('lineProblem', { number, problem });
    },
    check: (values) => {
      const errors = checkOrderDraft(values as unknown as OrderDraft);
      const line = errors?.lines ?? Object.values(errors?.line ?? {})[0];
      return {
        customer: errors?.customer && { text: problemText(errors.customer) },
        lines: line && { text: problemText(line) },
      };
    },
    onSubmit: async (values) => {
      const typed = values as unknown as OrderDraft;
      const draft = { ...typed, salesCatalogId: typed.salesCatalogId || defaultCatalogId };
      await send(orderInputOf(draft), values.status as OrderStatus);
    },
  });
  const draft = form.values as unknown as OrderDraft;
  const catalogId = draft.salesCatalogId || defaultCatalogId;

  /** The text of a field's refusal (the check's or the server's), or null. */
  const textOf = (field: OrderField): string | null => {
    const texts = form.state.fields[field]?.messages.map((item) =>
      'text' in item ? item.text : '',
    );
    return texts?.filter(Boolean).join(' ') || null;
  };
  const change = (next: Partial<OrderDraft>) => form.setValues(next);

  return {
    draft,
    /** The catalog chosen, or else the default. */
    catalogId,
    change,
    changeLine: (key: number, next: Partial<DraftLine>) =>
      change({
        lines: draft.lines.map((line) => (line.key === key ? { ...line, ...next } : line)),
      }),
    changeCustomer: (customer: CustomerMatch | null) => change({ customer }),
    typeCode: (text: string) => {
      const { promotionCode, appliedCode } = withTypedCode(draft, text);
      change({ promotionCode, appliedCode });
    },
    textOf,
    lines: linesFeedback(draft.lines, textOf('lines')),
    /** Registers the control a refusal of `field` moves focus to. */
    focusRef: (field: OrderField) => form.field(field).ref,
    /** Checks the form and sends it with `status`. */
    submit: (status: OrderStatus) => {
      form.setValue('status', status);
      void form.handleSubmit();
    },
    generalError: form.generalError,
  };
}

/** The order form's state and edits, as the sections of the form take them. */
export type OrderDraftState = ReturnType<typeof useOrderDraft>;
