import { getTranslations } from 'next-intl/server';
import { TicketWorkspace } from '@/components/coaching/ticket-workspace';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LeadPageShell } from '@/components/shell/page-shell';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('queue.title') };
}

/**
 * /coach/tickets (review-tickets; SCREENS "Coaching"): the review queue and the open ticket.
 * The queue's view settings live in the browser, so it is fetched there once they have loaded.
 */
export default async function CoachTicketsRoute() {
  await requireRoute('/coach/tickets');
  return (
    <Hydrate>
      <ClientMessages namespaces={['coaching', 'lists', 'editor']}>
        <LeadPageShell texts="coaching.queue">
          <TicketWorkspace mode="tickets" />
        </LeadPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
