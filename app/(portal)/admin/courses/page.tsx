import { getTranslations } from 'next-intl/server';
import {
  ADMIN_COURSES_VIEW,
  ADMIN_COURSES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/authoring/admin-courses-view';
import { CoursesList } from '@/components/authoring/courses-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { adminCoursesQuery, authoringOptionsQuery } from '@/lib/resources/authoring';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/authoring/authoring.css';

export async function generateMetadata() {
  return { title: (await getTranslations('authoring'))('list.title') };
}

/**
 * /admin/courses: the portal's courses for authors and admins. The list's view lives in the
 * browser and is mirrored in its address and cookie, so its first page is prefetched here (with
 * the bulk bar's labels).
 */
export default async function AdminCoursesPage({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, t, address] = await Promise.all([
    requireRoute('/admin/courses'),
    getTranslations('authoring'),
    searchParams,
  ]);
  // The authoring options and the list's first page, side by side.
  const [initial] = await Promise.all([
    prefetchFirstPage({
      view: ADMIN_COURSES_VIEW,
      defaults: ADMIN_COURSES_VIEW_DEFAULTS,
      sizePreference: PAGE_SIZE_PREFERENCE,
      query: adminCoursesQuery,
      address,
    }),
    getQueryClient().prefetchQuery(authoringOptionsQuery()),
  ]);
  const canAdd =
    result.authenticated && RULES.addCourse({ roles: result.me.roles, features: result.features });
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['authoring.bulk', 'authoring.list', 'authoring.status', 'lists']}
      >
        <section className="authoring-page" aria-labelledby="courses-title">
          <h1 id="courses-title">{t('list.title')}</h1>
          <CoursesList initial={initial} canAdd={canAdd} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
