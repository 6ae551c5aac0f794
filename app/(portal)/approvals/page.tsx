import { getTranslations } from 'next-intl/server';
import { Approvals } from '@/components/coaching/approvals';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { COACH_ROLES, hasRole } from '@/shared/access/roles';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('approvals.title') };
}

/**
 * /approvals (coach_mandate_approvals; SCREENS "Coaching"): coaches ask for mandates and decide
 * those of their mentees; admins decide every request of the portal.
 */
export default async function ApprovalsRoute() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/approvals'),
    getTranslations('coaching'),
  ]);
  const canAsk = result.authenticated && hasRole(result.me.roles, COACH_ROLES);
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching', 'lists', 'validation', 'forms']}>
        <div className="coach-page">
          <header>
            <h1>{t('approvals.title')}</h1>
            <p className="lead">{t('approvals.intro')}</p>
          </header>
          <Approvals canAsk={canAsk} />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
