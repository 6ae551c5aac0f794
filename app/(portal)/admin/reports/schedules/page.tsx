import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SchedulesPage } from '@/components/reports/schedules-page';
import { IntroPageShell } from '@/components/shell/page-shell';
import { reportSchedulesQuery } from '@/lib/resources/report-schedules';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  const t = await getTranslations('reports');
  return { title: `${t('schedules.title')} – ${t('title')}` };
}

/**
 * /admin/reports/schedules (issue 43, item 5): the scheduled reports, for whoever reads reports
 * (RULES.reports; an entity manager sees their entity's).
 */
export default async function ReportSchedulesRoute() {
  await requireRoute('/admin/reports/schedules');
  await getQueryClient().prefetchQuery(reportSchedulesQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['reports']}>
        <IntroPageShell
          texts="reports.schedules"
          className="reports-page"
          titleId="report-schedules-title"
        >
          <SchedulesPage />
        </IntroPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
