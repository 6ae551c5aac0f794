import { isoDuration } from './duration';
import { absoluteUrl, coursePath } from './site-origin';

/** What the landing page's structured data needs of a course (a CatalogCourse fits). */
export interface SeoCourse {
  slug: string;
  title: string;
  summary: string;
  language: string;
  durationMinutes: number;
}

type JsonLd = Record<string, unknown>;

/** A schema.org `Course` offered by the portal (an `Organization`). */
export function courseJsonLd(
  course: SeoCourse,
  site: { origin: string; portalName: string },
): JsonLd {
  const timeRequired = isoDuration(course.durationMinutes);
  return {
    '@type': 'Course',
    name: course.title,
    // Search engines require a description; a course without a summary repeats its title.
    description: course.summary.trim() || course.title,
    url: absoluteUrl(site.origin, coursePath(course.slug)),
    provider: {
      '@type': 'Organization',
      name: site.portalName,
      url: absoluteUrl(site.origin, '/'),
    },
    ...(course.language ? { inLanguage: course.language } : {}),
    ...(timeRequired ? { timeRequired } : {}),
  };
}

/** The landing page's courses as a schema.org `ItemList` of `ListItem`s holding `Course`s. */
export function courseListJsonLd(
  courses: readonly SeoCourse[],
  site: { origin: string; portalName: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: courseJsonLd(course, site),
    })),
  };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: the HTML parser ends a script
 * at `</script` whatever the JSON says, so `<` (and `>`, `&`, for `<!--` and friends) become
 * JSON escapes, which parse back to the same characters. U+2028/2029 are escaped too, so the
 * text is also a valid JavaScript string literal.
 */
export function jsonLdScriptContent(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
