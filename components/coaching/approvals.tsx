'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ListScreenProps } from '@/components/lists/list-screen';
import { ApprovalsList } from './approvals-list';
import { RequestForm } from './approvals-request-form';
import './coaching.css';

/**
 * /approvals (coach_mandate_approvals; SCREENS "Coaching"): coaches ask for a mandate to act for
 * a student; the student's primary coach (or an admin) approves or declines with a reason;
 * mandates expire. A coach sees the progress of a student they hold an active mandate for.
 * What a request, decision or withdrawal changed is announced in one status line.
 */
export function Approvals({ canAsk, initial }: ListScreenProps & { canAsk: boolean }) {
  const t = useTranslations('coaching.approvals');
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className="approvals">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {canAsk && <RequestForm onAsked={(name) => setAnnouncement(t('asked', { name }))} />}
      <ApprovalsList initial={initial} onChanged={setAnnouncement} />
    </div>
  );
}
