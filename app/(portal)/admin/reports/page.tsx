import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ReportRoute } from '@/components/reports/report-route';
import type { AddressQuery } from '@/lib/lists/view-address';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('reports'))('title') };
}

/** /admin/reports (issue 43, item 5): RULES.reports; the completions report, the first one. */
export default async function ReportsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([requireRoute('/admin/reports'), searchParams]);
  return (
    <ClientMessages namespaces={['reports', 'lists']}>
      <ReportRoute kind="completions" address={address} />
    </ClientMessages>
  );
}
