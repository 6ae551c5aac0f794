import { getTranslations } from 'next-intl/server';
import { ApprovalSettingsForm } from '@/components/coaching/approval-settings';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/ui/link';
import { approvalSettingsQuery } from '@/lib/resources/coaching';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('approvalSettings.title') };
}

/** /admin/settings/approvals: how long a coach mandate lasts on this portal. */
export default async function ApprovalSettingsRoute() {
  const [, t] = await Promise.all([
    requireRoute('/admin/settings/approvals'),
    getTranslations('coaching'),
  ]);
  await getQueryClient().prefetchQuery(approvalSettingsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching.approvalSettings', 'validation', 'forms']}>
        <div className="coach-page">
          <header>
            <h1>{t('approvalSettings.title')}</h1>
            <p className="lead">{t('approvalSettings.intro')}</p>
            <p>
              <Link href="/approvals">{t('approvalSettings.requests')}</Link>
            </p>
          </header>
          <ApprovalSettingsForm />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
