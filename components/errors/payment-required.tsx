import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BuyLinks } from '@/components/checkout/buy-links';
import { Link } from '@/components/ui/link';
import { productsFor, type UnlockingProduct } from '@/lib/catalog/payment-products';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { catalogProductsQuery } from '@/lib/resources/catalog';
import type { CourseDetail } from '@/lib/resources/courses';
import type { MeResult } from '@/lib/resources/me';
import { getQueryClient } from '@/lib/server/query-client';
import { subscriptionRequired } from '@/shared/access/subscription';
import { type OrganisationSeatCount, OrganisationSeats } from './organisation-seats';

/** What would unlock a course: its products and title, and its organisation's seats. */
export type CourseUnlock = {
  products: readonly UnlockingProduct[];
  course: string;
  /** The course's slug: checkout comes back to it. */
  slug?: string;
  /** The seats the viewer's organisation bought of the course and how many are held. */
  seats?: OrganisationSeatCount | null;
};

interface PaymentRequiredProps {
  result: MeResult;
  /**
   * What would unlock the page (a course page passes its course's products and title). Without
   * it, a signed-in user is told which products give access to every course.
   */
  unlock?: CourseUnlock;
}

/** A locked course's unlock, for its page's 402 view and its items' in the player alike. */
export function courseUnlock(course: CourseDetail): CourseUnlock {
  return {
    products: course.unlockedBy,
    course: course.title,
    slug: course.slug,
    seats: course.organisationSeats,
  };
}

/** The products that unlock every course; none when they cannot be read (the view still works). */
async function productsForEveryCourse(): Promise<UnlockingProduct[]> {
  try {
    return await getQueryClient().fetchQuery(catalogProductsQuery({ coversAll: true }));
  } catch {
    return [];
  }
}

/**
 * Spec §2 payment-required (402) view: guests get log in and try free; signed-in users on a
 * subscription model a link to /account/orders; anyone else a link home. Signed-in users are
 * also told what would give them access (SCREENS "Learning": the 402 view names the product):
 * the course's products on a course page, else the products that cover every course, those of
 * their organisation's business model first.
 */
export async function PaymentRequired({ result, unlock }: PaymentRequiredProps) {
  const t = await getTranslations();
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const { me, authenticated } = result;
  const businessModels = me.availableBusinessModels ?? [];
  const onSubscription = subscriptionRequired(businessModels);
  const description = !authenticated
    ? t('shell.paymentRequired.guestDescription')
    : onSubscription
      ? t('shell.paymentRequired.userDescription')
      : t('shell.paymentRequired.otherDescription');

  const products = authenticated
    ? productsFor(unlock ? unlock.products : await productsForEveryCourse(), businessModels)
    : [];
  const names = format.list(
    products.map((product) => product.name),
    { type: 'disjunction' },
  );
  // The same names, each marked with its language when it is not the page's (WCAG 3.1.2).
  const marked = format.list(
    products.map((product) => (
      <span key={product.id} lang={partLanguage(product.language, locale)}>
        {product.name}
      </span>
    )),
    { type: 'disjunction' },
  );
  const strong = (chunks: ReactNode) => <strong>{products.length > 0 ? marked : chunks}</strong>;

  return (
    <section className="error-block" aria-labelledby="payment-required-title" data-status="402">
      <h1 id="payment-required-title">{t('shell.paymentRequired.title')}</h1>
      <p>{description}</p>
      {products.length > 0 && (
        <p data-testid="unlocking-products">
          {unlock
            ? t.rich('errors.paymentRequired.unlocksCourse', {
                products: names,
                course: unlock.course,
                strong,
              })
            : t.rich('errors.paymentRequired.unlocksAll', { products: names, strong })}
        </p>
      )}
      {authenticated && unlock?.seats && <OrganisationSeats seats={unlock.seats} />}
      {/* Issue 40: each product may be bought here and now, coming back to this course. */}
      {authenticated && <BuyLinks products={products} course={unlock?.slug ?? null} />}
      <div className="error-actions">
        {!authenticated ? (
          <>
            <Link href="/auth" className="button button-primary">
              {t('common.logIn')}
            </Link>
            <Link href="/auth/login/register" className="button">
              {t('common.tryFree')}
            </Link>
          </>
        ) : onSubscription ? (
          <Link href="/account/orders" className="button button-primary">
            {t('shell.paymentRequired.toOrders')}
          </Link>
        ) : (
          <Link href="/" className="button button-primary">
            {t('common.goHome')}
          </Link>
        )}
      </div>
    </section>
  );
}
