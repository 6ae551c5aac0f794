import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CoursePage } from '@/components/course-page/course-page';
import { GuestCoursePage } from '@/components/course-page/guest-course-page';
import { courseUnlock, PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CoursePathNotes } from '@/components/learning-paths/path-lists';
import { safeImageUrl } from '@/components/shell/avatar';
import { courseQuery } from '@/lib/resources/courses';
import { coursePageJsonLd, coursePageMetadata } from '@/lib/seo/course-page';
import { loadPortalMe, requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import { requestOrigin } from '@/lib/server/request-origin';

interface CourseRouteProps {
  params: Promise<{ course: string }>;
}

export async function generateMetadata({ params }: CourseRouteProps): Promise<Metadata> {
  const [{ course: slug }, result] = await Promise.all([params, loadPortalMe()]);
  if (!result.authenticated) {
    // The public course page is made to be found (a 404 answers for the page itself).
    const [course, origin, locale] = await Promise.all([
      fetchOrNotFound(courseQuery(slug)),
      requestOrigin(result.me.portal),
      getLocale(),
    ]);
    return coursePageMetadata({
      course: { ...course, coverUrl: safeImageUrl(course.coverUrl) },
      origin,
      portalName: result.me.portal.name,
      locale,
      otherLocales: (result.me.portal.languages ?? []).map((language) => language.locale),
    });
  }
  try {
    // The request's QueryClient: the page below reads the same answer.
    const course = await getQueryClient().fetchQuery(courseQuery(slug));
    // The page below is the 402 view exactly when the course is locked for the viewer.
    if (course.unlocked === false) {
      return { title: (await getTranslations('shell'))('paymentRequired.title') };
    }
    return titleUnlessPaymentRequired(
      '/catalog',
      async () => course.title,
      async () => false,
    );
  } catch {
    return { title: (await getTranslations('catalog'))('title') };
  }
}

/**
 * /catalog/{course}: the course page. One URL for everyone: a guest gets its public
 * page (GuestCoursePage: the guest catalog's courses only, else 404); signed in, the student's
 * page. An unknown, unpublished or other portal's course is the 404 page; a course the viewer
 * may not learn in (the API's `unlocked`, its one access rule: subscription, business model, staff
 * or a paid order's course) is the 402 view naming what unlocks it — also for someone whose paid
 * order opened the catalog for another course.
 */
export default async function CourseRoute({ params }: CourseRouteProps) {
  const [me, { course: slug }] = await Promise.all([loadPortalMe(), params]);
  if (!me.authenticated) {
    const [course, origin] = await Promise.all([
      fetchOrNotFound(courseQuery(slug)),
      requestOrigin(me.me.portal),
    ]);
    return (
      <>
        <CoursePathNotes slug={slug} />
        <GuestCoursePage
          course={course}
          jsonLd={
            origin
              ? coursePageJsonLd(course, course.unlockedBy, {
                  origin,
                  portalName: me.me.portal.name,
                })
              : null
          }
        />
      </>
    );
  }
  const { result } = await requireRoute('/catalog');
  const course = await fetchOrNotFound(courseQuery(slug));
  if (course.unlocked === false) {
    return <PaymentRequired result={result} unlock={courseUnlock(course)} />;
  }
  // Hydrated: the breadcrumb names the course from the same answer, without asking again.
  return (
    <Hydrate>
      <ClientMessages namespaces={['catalog.course']}>
        <CoursePathNotes slug={slug} />
        <CoursePage course={course} accountId={result.me.account?.id ?? ''} />
      </ClientMessages>
    </Hydrate>
  );
}
