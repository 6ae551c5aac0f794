'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type OrderDraft, quoteInputOf } from '@/lib/commerce/order-draft';
import { commerceKeys, type OrderDraftInput, quoteOrder } from '@/lib/resources/commerce';
import { useDebouncedValue } from './use-debounced-value';

/** The quote follows the form this long after the last change. */
const QUOTE_DEBOUNCE_MS = 250;

/**
 * The totals of the order form as the server computes them, asked again once the form has
 * stayed the same for QUOTE_DEBOUNCE_MS; `settling` while a change still waits for its quote.
 */
export function useOrderQuote(draft: OrderDraft, catalogId: string) {
  const input = quoteInputOf({ ...draft, salesCatalogId: catalogId });
  // Debounced as text: a new object every render would restart the wait for ever.
  const inputKey = JSON.stringify(input);
  const settledKey = useDebouncedValue(inputKey, QUOTE_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as OrderDraftInput, [settledKey]);
  const quote = useQuery({
    queryKey: commerceKeys.quote(settled),
    queryFn: ({ signal }) => quoteOrder(settled, signal),
    enabled: Boolean(settled.salesCatalogId),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  return {
    quote,
    empty: input.lines.length === 0,
    settling: inputKey !== settledKey,
    codeProblem: quote.data?.problems.find((problem) => problem.reason !== null),
    /** A VAT number's problem, beside its field before the order is sent (issue 40). */
    billingProblem: quote.data?.problems.find((problem) =>
      /\/billing_(vat_id|country)$/.test(problem.pointer ?? ''),
    ),
    applied: quote.data?.quote.promotion,
  };
}

/** The order form's quote and what it says of the promotion code. */
export type OrderQuote = ReturnType<typeof useOrderQuote>;
