import { getTranslations } from 'next-intl/server';
import { CoachDashboard } from '@/components/coaching/coach-dashboard';
import { LatestNews } from '@/components/communication/latest-news';
import { StartPage } from '@/components/dashboard/start-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { latestNewsQuery } from '@/lib/resources/announcements';
import { coachDashboardQuery } from '@/lib/resources/coaching-workspace';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('coachTitle') };
}

/**
 * /coach/dashboard: the greeting, then what needs the coach today and the three latest
 * news items, both prefetched at once.
 */
export default async function CoachDashboardPage() {
  const [{ result }, t, coach] = await Promise.all([
    requireRoute('/coach/dashboard'),
    getTranslations('dashboard'),
    getTranslations('coaching.dashboard'),
  ]);
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(coachDashboardQuery()),
    queryClient.prefetchQuery(latestNewsQuery()),
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['coaching.dashboard', 'coaching.risk', 'coaching.statuses', 'communication']}
      >
        <StartPage result={result} title={t('coachTitle')} variant="header" />
        <p className="lead">{coach('intro')}</p>
        <CoachDashboard />
        <LatestNews />
      </ClientMessages>
    </Hydrate>
  );
}
