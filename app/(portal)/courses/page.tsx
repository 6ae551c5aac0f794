import { getTranslations } from 'next-intl/server';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MyPaths } from '@/components/learning-paths/path-lists';
import { MyCourses } from '@/components/my-courses/my-courses';
import { myCoursesQuery } from '@/lib/resources/enrollments';
import { requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/my-courses/my-courses.css';

export async function generateMetadata() {
  return titleUnlessPaymentRequired('/courses', async () =>
    (await getTranslations('courses'))('title'),
  );
}

/** /courses: my courses, most recently active first, each with where "Continue" leads. */
export default async function MyCoursesRoute() {
  const [{ result, paymentRequired }, t] = await Promise.all([
    requireRoute('/courses'),
    getTranslations('courses'),
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;
  const accountId = result.me.account?.id ?? '';
  const client = getQueryClient();
  // The list arrives with the page; each enrolment names where "Continue" or "Review" leads.
  await client.prefetchQuery(myCoursesQuery(accountId));
  return (
    <Hydrate>
      <ClientMessages namespaces={['courses']}>
        <section className="page-card my-courses-page" aria-labelledby="my-courses-title">
          <h1 id="my-courses-title">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <MyPaths />
          <MyCourses accountId={accountId} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
