'use client';

import { useState } from 'react';
import {
  type DraftLine,
  type OrderDraft,
  type OrderDraftErrors,
  withTypedCode,
} from '@/lib/commerce/order-draft';
import type { CustomerMatch } from '@/lib/resources/commerce';

let nextKey = 1;
/** An empty order line with a key no other line on the page has. */
export const newLine = (): DraftLine => ({ key: nextKey++, productId: '', quantity: '1' });

/** The order form before anything is typed. */
const emptyDraft = (): OrderDraft => ({
  customer: null,
  salesCatalogId: '',
  // A fixed key for the first line: the server renders it too, and ids must match.
  lines: [{ key: 0, productId: '', quantity: '1' }],
  promotionCode: '',
  appliedCode: '',
  billingReference: '',
});

/**
 * The order form as typed, with what the form's own checks and the server refused; each edit
 * takes away the refusals it answers.
 */
export function useOrderDraft() {
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const [errors, setErrors] = useState<OrderDraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

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
  const changeCustomer = (customer: CustomerMatch | null) => {
    change({ customer });
    setErrors((current) => ({ ...current, customer: undefined }));
    setServerErrors({});
  };
  const typeCode = (text: string) => {
    setDraft((current) => withTypedCode(current, text));
    setGeneral(null);
    setServerErrors(({ promotion_code: _, ...rest }) => rest);
  };

  return {
    draft,
    errors,
    serverErrors,
    general,
    change,
    changeLine,
    changeCustomer,
    typeCode,
    setErrors,
    setServerErrors,
    setGeneral,
  };
}

/** The order form's state and edits, as the sections of the form take them. */
export type OrderDraftState = ReturnType<typeof useOrderDraft>;
