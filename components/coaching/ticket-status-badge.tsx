'use client';

import { useTranslations } from 'next-intl';
import type { TicketStatus } from '@/shared/coaching/types';

/** A ticket's status as a badge (SCREENS "Coaching" statuses), in words, never by colour alone. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations('coaching.statuses');
  return <span className={`ticket-status ticket-status-${status}`}>{t(status)}</span>;
}
