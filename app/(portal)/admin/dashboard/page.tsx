import { getTranslations } from 'next-intl/server';
import { StartPage } from '@/components/dashboard/start-page';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('adminTitle') };
}

export default async function AdminDashboardPage() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/dashboard'),
    getTranslations('dashboard'),
  ]);
  return <StartPage result={result} title={t('adminTitle')} />;
}
