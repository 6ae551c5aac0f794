import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { partLanguage } from '@/lib/i18n/language-of-parts';

/** A product that may be bought on /checkout. */
export interface BuyableProduct {
  id: string;
  name: string;
  language?: string | null;
}

/** /checkout/{product}, with the course to come back to. */
export function checkoutPath(productId: string, course?: string | null): string {
  return `/checkout/${encodeURIComponent(productId)}${course ? `?course=${encodeURIComponent(course)}` : ''}`;
}

/**
 * "Buy …" links to the checkout of each product (issue 40): on the 402 view, a locked course's
 * page and /account/orders. The product's name is marked with its language when not the page's.
 */
export function BuyLinks({
  products,
  course,
  className = 'error-actions',
}: {
  products: readonly BuyableProduct[];
  course?: string | null;
  className?: string;
}) {
  const t = useTranslations('commerce.checkout');
  const locale = useLocale();
  if (products.length === 0) return null;
  return (
    <ul className={`buy-links ${className}`} aria-label={t('buyTitle')} data-testid="buy-links">
      {products.map((product) => (
        <li key={product.id}>
          <Link href={checkoutPath(product.id, course)} className="button button-primary">
            {t.rich('buy', {
              name: product.name,
              product: (chunks) => (
                <span lang={partLanguage(product.language ?? null, locale)}>{chunks}</span>
              ),
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
