'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { SalesProduct } from '@/lib/resources/commerce';

/** "Subscription, yearly · 14 trial days", "Flat fee · 12 months' access", "In plan". */
export function useProductTerms() {
  const t = useTranslations('commerce.products');
  return (
    product: Pick<SalesProduct, 'businessModel' | 'billingPeriod' | 'trialDays' | 'accessMonths'>,
  ) => {
    if (product.businessModel === 'subscription') {
      const period = t(`period.${product.billingPeriod ?? 'year'}`);
      return product.trialDays > 0
        ? t('terms.subscriptionTrial', { period, days: product.trialDays })
        : t('terms.subscription', { period });
    }
    if (product.businessModel === 'flat_fee') {
      return t('terms.flatFee', { months: product.accessMonths ?? 0 });
    }
    return t('terms.inPlan');
  };
}

/** What a product unlocks: every course, its courses and catalogs, or nothing yet. */
export function useProductUnlocks() {
  const t = useTranslations('commerce.products');
  return (product: Pick<SalesProduct, 'coversAllCourses' | 'courses' | 'catalogs'>) => {
    if (product.coversAllCourses) return t('unlocksAll');
    const names = [...product.catalogs, ...product.courses].map((item) => item.title);
    return names.length > 0 ? t('unlocks', { names: names.join(', ') }) : t('unlocksNothing');
  };
}

/** "21 % VAT" in the page's language ("5,5 %" in nl). */
export function VatRate({ basisPoints }: { basisPoints: number }) {
  const t = useTranslations('commerce.products');
  const format = useFormatter();
  return (
    <>{t('vatRate', { rate: format.number(basisPoints / 100, { maximumFractionDigits: 2 }) })}</>
  );
}
