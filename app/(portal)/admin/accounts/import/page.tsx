import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ImportScreen } from '@/components/people/people-screens';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('people.import'))('title') };
}

/** /admin/accounts/import (issue 43): people from CSV, for the admins and the sales group. */
export default async function PeopleImportRoute({
  searchParams,
}: {
  searchParams: Promise<{ import?: string | string[] }>;
}) {
  const [{ result }, params] = await Promise.all([
    requireRoute('/admin/accounts/import'),
    searchParams,
  ]);
  return (
    <ClientMessages namespaces={['people', 'lists']}>
      <ImportScreen result={result} importId={params.import} />
    </ClientMessages>
  );
}
