import { getTranslations } from 'next-intl/server';
import { CoursePage } from '@/components/course-page/course-page';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { courseQuery } from '@/lib/resources/courses';
import { requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

interface CourseRouteProps {
  params: Promise<{ course: string }>;
}

export async function generateMetadata({ params }: CourseRouteProps) {
  const { course: slug } = await params;
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
 * /catalog/{course}: the course page. An unknown, unpublished or other portal's course is the
 * 404 page; a course the viewer may not learn in (the API's `unlocked`, its one access rule:
 * subscription, business model, staff or a paid order's course) is the 402 view naming what
 * unlocks it — also for someone whose paid order opened the catalog for another course.
 */
export default async function CourseRoute({ params }: CourseRouteProps) {
  const [{ result }, { course: slug }] = await Promise.all([requireRoute('/catalog'), params]);
  const course = await fetchOrNotFound(courseQuery(slug));
  if (course.unlocked === false) {
    return (
      <PaymentRequired
        result={result}
        unlock={{ products: course.unlockedBy, course: course.title }}
      />
    );
  }
  // Hydrated: the breadcrumb names the course from the same answer, without asking again.
  return (
    <Hydrate>
      <ClientMessages namespaces={['catalog']}>
        <CoursePage course={course} accountId={result.me.account?.id ?? ''} />
      </ClientMessages>
    </Hydrate>
  );
}
