import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LandingPage } from '@/components/landing/landing-page';
import { catalogQuery } from '@/lib/resources/catalog';
import { GUEST_COURSES } from '@/lib/seo/guest-courses';
import { courseListJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, openGraphLocale } from '@/lib/seo/site-origin';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';
import { START_PATHS } from '@/shared/access/environment';
import { hasFeature } from '@/shared/access/features';

export async function generateMetadata(): Promise<Metadata> {
  const [{ me }, t, locale] = await Promise.all([
    loadPortalMe(),
    getTranslations('landing'),
    getLocale(),
  ]);
  const origin = await requestOrigin(me.portal);
  const url = origin ? absoluteUrl(origin, '/') : undefined;
  const description = t('metaDescription', { portal: me.portal.name });
  const otherLocales = (me.portal.languages ?? [])
    .map((language) => language.locale)
    .filter((other) => other !== locale)
    .map(openGraphLocale);
  return {
    title: { absolute: me.portal.name },
    description,
    alternates: url ? { canonical: url } : undefined,
    openGraph: {
      title: me.portal.name,
      description,
      type: 'website',
      ...(url ? { url } : {}),
      siteName: me.portal.name,
      locale: openGraphLocale(locale),
      ...(otherLocales.length > 0 ? { alternateLocale: otherLocales } : {}),
    },
    robots: { index: true, follow: true },
  };
}

/**
 * Guests see the portal's landing page with its published courses open to everyone, in the
 * HTML (SCREENS "Learning": Guests); signed-in users go to their environment's start.
 */
export default async function HomePage() {
  const result = await loadPortalMe();
  if (result.authenticated) redirect(START_PATHS[startEnvironment(result)]);
  const portal = result.me.portal;
  const [catalog, origin] = await Promise.all([
    getQueryClient().fetchQuery(catalogQuery(GUEST_COURSES)),
    requestOrigin(portal),
  ]);
  return (
    <Suspense>
      {/* Its own Suspense boundary (nothing in it suspends or redirects), so React
          hydrates it after the shell in slices that yield to the browser instead of in one long
          task (a phone's total blocking time). Never around the page's own redirect or
          notFound: inside a boundary they would no longer be HTTP statuses. */}
      <LandingPage
        portal={portal}
        courses={catalog.items}
        total={catalog.total}
        grouped={hasFeature(result.features, 'catalog-categories')}
        jsonLd={
          origin && catalog.items.length > 0
            ? courseListJsonLd(catalog.items, { origin, portalName: portal.name })
            : null
        }
      />
    </Suspense>
  );
}
