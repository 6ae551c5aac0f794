'use client';

import { useQuery } from '@tanstack/react-query';
import { isPlanned } from '@/lib/access/planned-routes';
import { meQuery } from '@/lib/resources/me';
import { hasFeature } from '@/shared/access/features';

/**
 * Where the coach grades: the ticket queue with review-tickets, /coach/review
 * without it; a ticket opens in the queue by its address (?ticket=). Null while the screen is
 * still to be built.
 */
export function useTicketLinks() {
  const features = useQuery(meQuery()).data?.features ?? [];
  const queue = hasFeature(features, 'review-tickets') ? '/coach/tickets' : '/coach/review';
  if (isPlanned(queue)) return null;
  return {
    queue,
    ticket: (id: string) =>
      queue === '/coach/tickets' ? `${queue}?ticket=${encodeURIComponent(id)}` : queue,
  };
}
