import { getTranslations } from 'next-intl/server';
import { StartPage } from '@/components/dashboard/start-page';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('coachTitle') };
}

export default async function CoachDashboardPage() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/coach/dashboard'),
    getTranslations('dashboard'),
  ]);
  return <StartPage result={result} title={t('coachTitle')} />;
}
