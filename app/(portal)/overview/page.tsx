import { getTranslations } from 'next-intl/server';
import { PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CourseGradesList } from '@/components/overview/course-grades-list';
import { TodoSection } from '@/components/overview/todo-section';
import { gradesQuery, todoQuery } from '@/lib/resources/overview';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/overview/overview.css';

export async function generateMetadata() {
  return { title: (await getTranslations('learnerOverview'))('title') };
}

/**
 * /overview (issue 43, item 1): the learner's grades and deadlines in one place — what is due in
 * the next 14 days first, then every enrolled course with its progress, grades and certificates.
 */
export default async function OverviewRoute() {
  const [{ result, paymentRequired }, t] = await Promise.all([
    requireRoute('/overview'),
    getTranslations('learnerOverview'),
  ]);
  if (paymentRequired) return <PaymentRequired result={result} />;
  const accountId = result.me.account?.id ?? '';
  const client = getQueryClient();
  // Both lists arrive with the page: it is nothing but them.
  await Promise.all([
    client.prefetchQuery(todoQuery(accountId)),
    client.prefetchQuery(gradesQuery(accountId)),
  ]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['learnerOverview', 'certificates.status', 'calendar.add']}>
        <section className="page-card overview-page" aria-labelledby="overview-title">
          <h1 id="overview-title">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <TodoSection accountId={accountId} />
          <CourseGradesList accountId={accountId} />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
