import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RatingForm } from '@/components/rating/rating-form';
import { Link } from '@/components/ui/link';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { signInPathFor } from '@/lib/proxy/routing';
import { courseQuery, ratingQuery } from '@/lib/resources/courses';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import '@/components/rating/rating.css';

interface RateRouteProps {
  searchParams: Promise<{ course?: string | string[] }>;
}

export async function generateMetadata() {
  return { title: (await getTranslations('courses'))('rate.titleWithoutCourse') };
}

/**
 * /rate?course={slug}: a student rates a course they completed (1–5 stars, optional comment).
 * The route is public in route-access (spec §2 gives /rate the guest environment), so this
 * page sends signed-out visitors to sign in and back itself.
 */
export default async function RateRoute({ searchParams }: RateRouteProps) {
  const [{ result }, query, t] = await Promise.all([
    requireRoute('/rate'),
    searchParams,
    getTranslations('courses'),
  ]);
  const slug = typeof query.course === 'string' ? query.course.trim() : '';
  if (!result.authenticated) {
    redirect(signInPathFor('/rate', slug ? `?course=${encodeURIComponent(slug)}` : ''));
  }

  if (!slug) {
    return (
      <ClientMessages namespaces={['courses']}>
        <section className="page-card rate-page" aria-labelledby="rate-title">
          <h1 id="rate-title">{t('rate.titleWithoutCourse')}</h1>
          <div className="rate-notice">
            <p>{t('rate.noCourse')}</p>
            <Link href="/courses" className="button button-primary">
              {t('rate.toCourses')}
            </Link>
          </div>
        </section>
      </ClientMessages>
    );
  }

  const course = await fetchOrNotFound(courseQuery(slug));
  const current = await getQueryClient()
    .fetchQuery(ratingQuery(slug))
    .catch(() => null);
  const completed = course.enrollment?.status === 'completed';

  return (
    <ClientMessages namespaces={['courses']}>
      <section className="page-card rate-page" aria-labelledby="rate-title">
        <h1 id="rate-title">{t('rate.title', { course: course.title })}</h1>
        {completed ? (
          <>
            <p className="lead">{t('rate.lead')}</p>
            <RatingForm slug={course.slug} title={course.title} current={current} />
          </>
        ) : (
          <div className="rate-notice">
            <p role="status">{t('rate.notCompleted')}</p>
            <Link href={coursePagePath(course.slug)} className="button button-primary">
              {t('rate.toCourse')}
            </Link>
          </div>
        )}
      </section>
    </ClientMessages>
  );
}
