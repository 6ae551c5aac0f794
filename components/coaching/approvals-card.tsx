'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Mandate } from '@/lib/resources/coaching';
import { daysLeft } from '@/shared/coaching/mandates';
import { MandateActions } from './approvals-actions';
import { StudentProgress } from './approvals-progress';

/**
 * One mandate of the list: who for whom, its status, the reason asked, the decision and how
 * long it lasts (its days left counted from `now`, when its page was fetched, so that the
 * server's render and the browser's agree), its actions, and the student's progress when opened.
 */
export function MandateCard({
  mandate,
  now,
  onChanged,
}: {
  mandate: Mandate;
  now: Date;
  onChanged: (message: string) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const format = useFormatter();
  const [showProgress, setShowProgress] = useState(false);
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  const left =
    mandate.status === 'approved' && mandate.expiresAt
      ? daysLeft({ status: mandate.status, expiresAt: new Date(mandate.expiresAt) }, now)
      : 0;
  return (
    <li className="approvals-card kit-box kit-stack">
      <div className="approvals-card-head kit-bar">
        <h3>
          {t('forStudent', { coach: mandate.coach.fullName, student: mandate.student.fullName })}
        </h3>
        <span className={`ticket-status approvals-status-${mandate.status}`}>
          {t(`statuses.${mandate.status}`)}
        </span>
      </div>
      <p className="muted">
        {mandate.student.email} · {t('askedOn', { date: date(mandate.createdAt) })}
      </p>
      {mandate.reason && <p className="approvals-reason">“{mandate.reason}”</p>}
      {mandate.decidedAt && (
        <p>
          {t(mandate.status === 'declined' ? 'declinedBy' : 'approvedBy', {
            name: mandate.decidedByName ?? '—',
            date: date(mandate.decidedAt),
          })}
          {mandate.decisionReason && <> — “{mandate.decisionReason}”</>}
        </p>
      )}
      {mandate.expiresAt && mandate.status === 'approved' && (
        <p>{t('expires', { date: date(mandate.expiresAt), days: left })}</p>
      )}
      {mandate.expiresAt && mandate.status === 'expired' && (
        <p>{t('expired', { date: date(mandate.expiresAt) })}</p>
      )}
      <MandateActions
        mandate={mandate}
        showProgress={showProgress}
        onToggleProgress={() => setShowProgress((open) => !open)}
        onChanged={onChanged}
      />
      {showProgress && <StudentProgress studentId={mandate.student.id} />}
    </li>
  );
}
