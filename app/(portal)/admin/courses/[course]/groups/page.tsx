import { getTranslations } from 'next-intl/server';
import { CourseGroupsManager } from '@/components/coaching/course-groups';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { courseEditorQuery } from '@/lib/resources/authoring';
import { courseGroupsQuery } from '@/lib/resources/coaching';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import { hasFeature } from '@/shared/access/features';

interface GroupsRouteProps {
  params: Promise<{ course: string }>;
}

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('groups.pageTitle') };
}

/**
 * /admin/courses/{course}/groups (group_assignments): the course's groups, by hand or CSV.
 * Course rights like the editor; an unknown or another portal's course is the 404 page.
 */
export default async function CourseGroupsRoute({ params }: GroupsRouteProps) {
  const [{ result }, { course }, t] = await Promise.all([
    requireRoute('/admin/courses'),
    params,
    getTranslations('coaching'),
  ]);
  const draft = await fetchOrNotFound(courseEditorQuery(course));
  const enabled = hasFeature(result.features, 'group_assignments');
  if (enabled) await getQueryClient().prefetchQuery(courseGroupsQuery(course));
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching.groups']}>
        <div className="coach-page">
          <header>
            <h1>{t('groups.heading', { course: draft.title })}</h1>
            <p className="lead">{t('groups.intro')}</p>
            <p>
              <Link href={`/admin/courses/${encodeURIComponent(course)}`}>{t('groups.back')}</Link>
            </p>
          </header>
          {enabled ? (
            <CourseGroupsManager courseId={course} />
          ) : (
            <p className="ticket-note">{t('groups.featureOff')}</p>
          )}
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
