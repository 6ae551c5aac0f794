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
    return titleUnlessPaymentRequired(
      '/catalog',
      async () => course.title,
      async () => !course.unlocked,
    );
  } catch {
    return { title: (await getTranslations('catalog'))('title') };
  }
}

/**
 * /catalog/{course}: the course page. An unknown, unpublished or other portal's course is the
 * 404 page; without subscription access (spec §4) the 402 view names what unlocks the course,
 * unless a paid order gave the viewer this course (the API's `unlocked`).
 */
export default async function CourseRoute({ params }: CourseRouteProps) {
  const [{ result, paymentRequired }, { course: slug }] = await Promise.all([
    requireRoute('/catalog'),
    params,
  ]);
  const course = await fetchOrNotFound(courseQuery(slug));
  if (paymentRequired && !course.unlocked) {
    return (
      <PaymentRequired
        result={result}
        unlock={{
          products: course.unlockedBy,
          course: course.title,
          seats: course.organisationSeats,
        }}
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
