import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ReportRoute } from '@/components/reports/report-route';
import { reportOfSegment } from '@/components/reports/report-view';
import type { AddressQuery } from '@/lib/lists/view-address';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata({ params }: { params: Promise<{ kind: string }> }) {
  const kind = reportOfSegment((await params).kind);
  const t = await getTranslations('reports');
  return { title: kind ? `${t(`kinds.${kind}`)} – ${t('title')}` : t('title') };
}

/** /admin/reports/{progress|quiz-results|certificates} (issue 43, item 5): RULES.reports. */
export default async function ReportKindRoute({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string }>;
  searchParams: Promise<AddressQuery>;
}) {
  const [, { kind: segment }, address] = await Promise.all([
    requireRoute('/admin/reports'),
    params,
    searchParams,
  ]);
  const kind = reportOfSegment(segment);
  if (!kind) notFound();
  return (
    <ClientMessages namespaces={['reports', 'lists']}>
      <ReportRoute kind={kind} address={address} />
    </ClientMessages>
  );
}
