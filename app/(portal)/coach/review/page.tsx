import { getTranslations } from 'next-intl/server';
import { TicketWorkspace } from '@/components/coaching/ticket-workspace';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('review.title') };
}

/**
 * /coach/review (spec §2: where review-tickets is off): a plain list of submissions to grade,
 * oldest first, and the grading beside it — no statuses or claims to manage.
 */
export default async function CoachReviewRoute() {
  const [, t] = await Promise.all([requireRoute('/coach/review'), getTranslations('coaching')]);
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching', 'lists', 'editor']}>
        <div className="coach-page">
          <header>
            <h1>{t('review.title')}</h1>
            <p className="lead">{t('review.intro')}</p>
          </header>
          <TicketWorkspace mode="review" />
        </div>
      </ClientMessages>
    </Hydrate>
  );
}
