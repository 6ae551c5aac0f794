import { getTranslations } from 'next-intl/server';
import { TicketWorkspace } from '@/components/coaching/ticket-workspace';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LeadPageShell } from '@/components/shell/page-shell';
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
  await requireRoute('/coach/review');
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'coaching.queue',
          'coaching.statuses',
          'coaching.ticket',
          'lists',
          'editor',
          'calendar.add',
        ]}
      >
        <LeadPageShell texts="coaching.review">
          <TicketWorkspace mode="review" />
        </LeadPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
