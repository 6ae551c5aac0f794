import type { Metadata } from 'next';
import type { Product } from '@/lib/resources/catalog';
import { isoDuration } from './duration';
import { courseJsonLd, type SeoCourse } from './json-ld';
import { absoluteUrl, coursePath, openGraphLocale } from './site-origin';

/** Search results show about 155 characters of a description. */
const DESCRIPTION_MAX = 155;

/** A course's description for search results: its summary (else its title), on one line, short. */
export function courseDescription(course: { title: string; summary: string }): string {
  const text = (course.summary.trim() || course.title).replace(/\s+/g, ' ');
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** What a course page's structured data needs of a product that unlocks the course. */
export type SeoProduct = Pick<Product, 'name' | 'businessModel' | 'prices'>;

/** Cents as the decimal string schema.org's `price` wants (`9500` → `95.00`). */
const decimalPrice = (cents: number) => (cents / 100).toFixed(2);

/**
 * The public course page's JSON-LD: a schema.org `Course` (name, description,
 * provider, url, inLanguage, timeRequired) with a `CourseInstance` (online, its workload) and,
 * where a product that unlocks it has a price, an `Offer` per price.
 */
export function coursePageJsonLd(
  course: SeoCourse,
  products: readonly SeoProduct[],
  site: { origin: string; portalName: string },
): Record<string, unknown> {
  const url = absoluteUrl(site.origin, coursePath(course.slug));
  const workload = isoDuration(course.durationMinutes);
  const offers = products.flatMap((product) =>
    (product.prices ?? []).map((price) => ({
      '@type': 'Offer',
      name: product.name,
      category: product.businessModel === 'subscription' ? 'Subscription' : 'Paid',
      price: decimalPrice(price.amountCents),
      priceCurrency: price.currency,
      url,
    })),
  );
  return {
    '@context': 'https://schema.org',
    ...courseJsonLd(course, site),
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(workload ? { courseWorkload: workload } : {}),
      },
    ],
    ...(offers.length > 0 ? { offers } : {}),
  };
}

/**
 * The public course page's metadata: the course's title and description, its canonical URL
 * (one URL for guests and students), Open Graph in the page's language, and indexable.
 */
export function coursePageMetadata(params: {
  course: { slug: string; title: string; summary: string; coverUrl?: string | null };
  /** The site's absolute origin; null when unknown (no canonical URL then). */
  origin: string | null;
  portalName: string;
  locale: string;
  /** The portal's other languages (Open Graph alternates). */
  otherLocales: readonly string[];
}): Metadata {
  const { course, origin, portalName, locale } = params;
  const url = origin ? absoluteUrl(origin, coursePath(course.slug)) : undefined;
  const description = courseDescription(course);
  const cover = course.coverUrl && origin ? new URL(course.coverUrl, `${origin}/`).href : null;
  const alternates = params.otherLocales.filter((other) => other !== locale).map(openGraphLocale);
  return {
    title: course.title,
    description,
    alternates: url ? { canonical: url } : undefined,
    openGraph: {
      title: course.title,
      description,
      type: 'website',
      ...(url ? { url } : {}),
      siteName: portalName,
      locale: openGraphLocale(locale),
      ...(alternates.length > 0 ? { alternateLocale: alternates } : {}),
      ...(cover ? { images: [{ url: cover }] } : {}),
    },
    robots: { index: true, follow: true },
  };
}
