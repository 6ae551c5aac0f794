import { getTranslations } from 'next-intl/server';
import { AdminDashboard } from '@/components/administration/dashboard';
import { StartPage } from '@/components/dashboard/start-page';
import { dashboardQuery } from '@/lib/resources/administration';
import { requireRoute } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('adminTitle') };
}

/**
 * /admin/dashboard (SCREENS "Administration"): the greeting, then the figures each
 * person may see (GET /v1/dashboard, pre-aggregated so it stays fast on a large portal).
 */
export default async function AdminDashboardPage() {
  // Asked for at once, alongside the guard (no waterfall); read only once the guard let us in.
  const figuresRequest = getQueryClient().fetchQuery(dashboardQuery());
  figuresRequest.catch(() => undefined);
  const [{ result }, t] = await Promise.all([
    requireRoute('/admin/dashboard'),
    getTranslations('dashboard'),
  ]);
  const figures = await figuresRequest;
  return (
    <div className="admin-page admin-dashboard">
      <StartPage result={result} title={t('adminTitle')} variant="header" />
      <AdminDashboard figures={figures} />
    </div>
  );
}
