import { getTranslations } from 'next-intl/server';
import { StartPage } from '@/components/dashboard/start-page';
import { requireEnvironment } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('coachTitle') };
}

export default async function CoachDashboardPage() {
  const [result, t] = await Promise.all([
    requireEnvironment('coach'),
    getTranslations('dashboard'),
  ]);
  return <StartPage result={result} title={t('coachTitle')} />;
}
