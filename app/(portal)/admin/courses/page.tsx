import { getTranslations } from 'next-intl/server';
import { CoursesList } from '@/components/authoring/courses-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { INITIAL_VIEW } from '@/lib/authoring/list-view';
import {
  adminCoursesQuery,
  adminCoursesQueryString,
  authoringOptionsQuery,
} from '@/lib/resources/authoring';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import { RULES } from '@/shared/access/rules';
import '@/components/authoring/authoring.css';

export async function generateMetadata() {
  return { title: (await getTranslations('authoring'))('list.title') };
}

/** /admin/courses: the portal's courses for authors and admins. */
export default async function AdminCoursesPage() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/courses'),
    getTranslations('authoring'),
  ]);
  const client = getQueryClient();
  await Promise.all([
    client.prefetchQuery(adminCoursesQuery(adminCoursesQueryString(INITIAL_VIEW))),
    client.prefetchQuery(authoringOptionsQuery()),
  ]);
  const canAdd =
    result.authenticated && RULES.addCourse({ roles: result.me.roles, features: result.features });
  return (
    <Hydrate>
      <ClientMessages namespaces={['authoring', 'lists']}>
        <section className="authoring-page" aria-labelledby="courses-title">
          <h1 id="courses-title">{t('list.title')}</h1>
          <CoursesList canAdd={canAdd} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
