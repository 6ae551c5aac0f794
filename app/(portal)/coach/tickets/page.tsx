import { getTranslations } from 'next-intl/server';
import {
  PAGE_SIZE_PREFERENCE,
  TICKET_QUEUE_DEFAULTS,
  TICKET_QUEUE_VIEW,
} from '@/components/coaching/ticket-queue-view';
import { TicketWorkspace } from '@/components/coaching/ticket-workspace';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LeadPageShell } from '@/components/shell/page-shell';
import { PrefetchedList } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { ticketQueueQuery } from '@/lib/resources/coaching';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('coaching'))('queue.title') };
}

/**
 * /coach/tickets (review-tickets; SCREENS "Coaching"): the review queue and the open ticket.
 * The queue's view settings live in the browser and are mirrored in its address and cookie, so
 * the queue's first page is prefetched here.
 */
export default async function CoachTicketsRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([requireRoute('/coach/tickets'), searchParams]);
  return (
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
      <LeadPageShell texts="coaching.queue">
        <PrefetchedList
          list={{
            view: TICKET_QUEUE_VIEW.tickets,
            defaults: TICKET_QUEUE_DEFAULTS.tickets,
            sizePreference: PAGE_SIZE_PREFERENCE,
            query: ticketQueueQuery,
            address,
          }}
          screen={(initial) => <TicketWorkspace mode="tickets" initial={initial} />}
        />
      </LeadPageShell>
    </ClientMessages>
  );
}
