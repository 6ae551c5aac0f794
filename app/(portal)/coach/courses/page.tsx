import { getTranslations } from 'next-intl/server';
import { CoachCourses } from '@/components/coaching/coach-courses';
import { ClientMessages } from '@/components/i18n/client-messages';
import { coachCoursesQuery } from '@/lib/resources/coaching-workspace';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('courses.title') };
}

/** /coach/courses: the courses the coach coaches, their participants and progress. */
export default async function CoachCoursesRoute() {
  const [, t] = await Promise.all([requireRoute('/coach/courses'), getTranslations('coaching')]);
  await getQueryClient().prefetchQuery(coachCoursesQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching.courses', 'coaching.dashboard']}>
        <section className="coach-page" aria-labelledby="coach-courses-title">
          <h1 id="coach-courses-title">{t('courses.title')}</h1>
          <p className="lead">{t('courses.intro')}</p>
          <CoachCourses />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
