import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PathPage } from '@/components/learning-paths/path-page';
import { learningPathQuery } from '@/lib/resources/learning-paths';
import { courseDescription } from '@/lib/seo/course-page';
import { absoluteUrl, openGraphLocale } from '@/lib/seo/site-origin';
import { loadPortalMe, requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';

interface PathRouteProps {
  params: Promise<{ path: string }>;
}

export async function generateMetadata({ params }: PathRouteProps): Promise<Metadata> {
  const [{ path: slug }, result] = await Promise.all([params, loadPortalMe()]);
  try {
    const path = await getQueryClient().fetchQuery(learningPathQuery(slug));
    if (result.authenticated) return { title: path.title };
    // Made to be found, like a course's public page: canonical URL, Open Graph, indexable.
    const [origin, locale] = await Promise.all([requestOrigin(result.me.portal), getLocale()]);
    const url = origin
      ? absoluteUrl(origin, `/catalog/paths/${encodeURIComponent(path.slug)}`)
      : undefined;
    const description = courseDescription({ title: path.title, summary: path.summary });
    return {
      title: path.title,
      description,
      alternates: url ? { canonical: url } : undefined,
      openGraph: {
        title: path.title,
        description,
        type: 'website',
        ...(url ? { url } : {}),
        siteName: result.me.portal.name,
        locale: openGraphLocale(locale),
      },
      robots: { index: true, follow: true },
    };
  } catch {
    return { title: (await getTranslations('learningPaths'))('catalog.pathLabel') };
  }
}

/**
 * /catalog/paths/{slug} (issue 43, item 6): one URL for everyone. A guest sees the published
 * path with the courses of the guest catalog; signed in, their locks, progress and "Enrol in this
 * path" (or the products that sell it as one). A draft, unknown or other portal's path is a 404.
 */
export default async function LearningPathRoute({ params }: PathRouteProps) {
  const [me, { path: slug }] = await Promise.all([loadPortalMe(), params]);
  // A guest's page is the server's alone (no client state, like a course's public page).
  if (!me.authenticated) {
    return <PathPage path={await fetchOrNotFound(learningPathQuery(slug))} signedIn={false} />;
  }
  await requireRoute('/catalog/paths');
  const path = await fetchOrNotFound(learningPathQuery(slug));
  return (
    <Hydrate>
      <ClientMessages namespaces={['learningPaths.catalog']}>
        <PathPage path={path} signedIn />
      </ClientMessages>
    </Hydrate>
  );
}
