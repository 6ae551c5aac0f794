import { getTranslations } from 'next-intl/server';
import { StartPage } from '@/components/dashboard/start-page';
import { requireEnvironment } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('catalog'))('title') };
}

export default async function CatalogPage() {
  const [result, t] = await Promise.all([
    requireEnvironment('student'),
    getTranslations('catalog'),
  ]);
  return <StartPage result={result} title={t('title')} />;
}
