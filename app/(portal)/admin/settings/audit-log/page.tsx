import { getTranslations } from 'next-intl/server';
import { AuditLog } from '@/components/audit-log/audit-log';
import {
  AUDIT_LOG_VIEW,
  AUDIT_LOG_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from '@/components/audit-log/audit-log-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { IntroPageShell } from '@/components/shell/page-shell';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { auditEventsQuery } from '@/lib/resources/audit-log';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('auditLog'))('title') };
}

/**
 * /admin/settings/audit-log (issue 42, item 5): RULES.auditLog. The log's view (filters, page
 * size) is mirrored in the address and its cookie, so its first page is prefetched here.
 */
export default async function AuditLogRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([requireRoute('/admin/settings/audit-log'), searchParams]);
  return (
    <ClientMessages namespaces={['auditLog', 'lists']}>
      <IntroPageShell texts="auditLog" className="audit-log-page" titleId="audit-log-title">
        <PrefetchedList
          list={{
            view: AUDIT_LOG_VIEW,
            defaults: AUDIT_LOG_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: auditEventsQuery,
            address,
          }}
          screen={(initial) => <AuditLog initial={initial} />}
        />
      </IntroPageShell>
    </ClientMessages>
  );
}
