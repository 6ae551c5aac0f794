'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatAmount } from '@/shared/commerce/money';

/** Amounts in the page's language (`€ 1.500,00` in nl): the one formatter, shared/commerce/money. */
export function useFormatAmount() {
  const locale = useLocale();
  return useCallback(
    (cents: number, currency: string) => formatAmount(cents, currency, locale),
    [locale],
  );
}
