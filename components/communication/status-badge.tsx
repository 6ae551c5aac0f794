'use client';

import { useTranslations } from 'next-intl';
import type { MailingStatus, RecipientStatus, SubscriberStatus } from '@/lib/resources/mailings';

/** A state in words (with its colour as a second cue, never the only one). */
export function StatusBadge({
  kind,
  status,
}: {
  kind: 'mailing' | 'recipient' | 'subscriber';
  status: MailingStatus | RecipientStatus | SubscriberStatus;
}) {
  const t = useTranslations('communication.statuses');
  return <span className={`comm-badge comm-badge-${status}`}>{t(`${kind}.${status}`)}</span>;
}
