import { getTranslations } from 'next-intl/server';
import { CoachDashboard } from '@/components/coach/coach-dashboard';
import { StartPage } from '@/components/dashboard/start-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { coachDashboardQuery } from '@/lib/resources/coach';
import { requireRoute } from '@/lib/server/guard';
import { getQueryClient, Hydrate } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('coachTitle') };
}

/** /coach/dashboard: the greeting, then what needs the coach today (issue 17). */
export default async function CoachDashboardPage() {
  const [{ result }, t, coach] = await Promise.all([
    requireRoute('/coach/dashboard'),
    getTranslations('dashboard'),
    getTranslations('coach.dashboard'),
  ]);
  await getQueryClient().prefetchQuery(coachDashboardQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['coach']}>
        <StartPage result={result} title={t('coachTitle')} variant="header" />
        <p className="lead">{coach('intro')}</p>
        <CoachDashboard />
      </ClientMessages>
    </Hydrate>
  );
}
