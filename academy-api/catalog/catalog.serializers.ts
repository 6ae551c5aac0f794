import { catalogs, categories, coaches, labels } from '../../shared/catalog/contract';
import { products } from '../../shared/commerce/contract';
import type { Locale } from '../i18n/locales';
import type { ResourceObject } from '../jsonapi/document';
import { toMany, toOne } from '../jsonapi/document';
import { resourceOf } from '../jsonapi/resource';
import type { ProductRecord } from './catalog.queries';

/**
 * The catalog's resources as every page that shows them sends them: the catalog tree, labels,
 * coaches and the products that unlock a course (the catalog, the course page, the course
 * editor's options).
 */

/** A label in the request's language (its English name when it has none in that language). */
export function labelResource(
  label: { id: string; names: Record<string, string>; color: string },
  locale: Locale,
): ResourceObject {
  return resourceOf(labels, label.id, {
    name: label.names[locale] ?? label.names.en ?? '',
    names: label.names,
    color: label.color,
  });
}

export function catalogResource(
  catalog: { id: string; name: string; position: number },
  categoryIds: string[],
): ResourceObject {
  return resourceOf(
    catalogs,
    catalog.id,
    { name: catalog.name, position: catalog.position },
    { relationships: { categories: toMany('categories', categoryIds) } },
  );
}

export function categoryResource(category: {
  id: string;
  catalogId: string;
  parentId: string | null;
  name: string;
  position: number;
}): ResourceObject {
  return resourceOf(
    categories,
    category.id,
    { name: category.name, position: category.position },
    {
      relationships: {
        catalog: toOne('catalogs', category.catalogId),
        parent: toOne('categories', category.parentId),
      },
    },
  );
}

/** A product; with `prices` (integer cents by currency, VAT excluded) where the page shows them. */
export function productResource(
  product: ProductRecord,
  prices?: { currency: string; amountCents: number }[],
): ResourceObject {
  return resourceOf(products, product.id, {
    ...(prices
      ? {
          prices: prices.map((price) => ({
            currency: price.currency,
            amount_cents: price.amountCents,
          })),
        }
      : {}),
    name: product.name,
    description: product.description,
    language: product.language,
    business_model: product.businessModel,
    billing_period: product.billingPeriod,
    trial_days: product.trialDays,
    access_months: product.accessMonths,
  });
}

export function coachResource(coach: {
  id: string;
  fullName: string;
  avatarUrl: string | null;
}): ResourceObject {
  return resourceOf(coaches, coach.id, { full_name: coach.fullName, avatar_url: coach.avatarUrl });
}
