import { getTranslations } from 'next-intl/server';
import { Approvals } from '@/components/coaching/approvals';
import {
  APPROVALS_VIEW,
  APPROVALS_VIEW_DEFAULTS,
  approvalsQuery,
  PAGE_SIZE_PREFERENCE,
} from '@/components/coaching/approvals-view';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { requireRoute } from '@/lib/server/guard';
import { COACH_ROLES, hasRole } from '@/shared/access/roles';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('approvals.title') };
}

/**
 * /approvals (coach_mandate_approvals; SCREENS "Coaching"): coaches ask for mandates and decide
 * those of their mentees; admins decide every request of the portal. The list's view lives in
 * the browser and is mirrored in its address and cookie, so its first page is prefetched here.
 */
export default async function ApprovalsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [{ result }, t, address] = await Promise.all([
    requireRoute('/approvals'),
    getTranslations('coaching'),
    searchParams,
  ]);
  const canAsk = result.authenticated && hasRole(result.me.roles, COACH_ROLES);
  return (
    <ClientMessages namespaces={['coaching.approvals', 'lists', 'validation', 'forms']}>
      <div className="coach-page">
        <header>
          <h1>{t('approvals.title')}</h1>
          <p className="lead">{t('approvals.intro')}</p>
        </header>
        <PrefetchedList
          list={{
            view: APPROVALS_VIEW,
            defaults: APPROVALS_VIEW_DEFAULTS,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: approvalsQuery,
            address,
          }}
          screen={(initial) => <Approvals canAsk={canAsk} initial={initial} />}
        />
      </div>
    </ClientMessages>
  );
}
