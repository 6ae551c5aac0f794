'use client';

import { useTranslations } from 'next-intl';
import type { RiskReason } from '@/lib/resources/coaching-workspace';

/**
 * A participant's at-risk reasons as badges that say why in words (never colour alone): no
 * activity for N days, N points behind in a course, N overdue assignments.
 */
export function RiskBadges({
  risk,
  showOnTrack = false,
}: {
  risk: RiskReason[];
  showOnTrack?: boolean;
}) {
  const t = useTranslations('coaching.risk');
  if (risk.length === 0) {
    return showOnTrack ? <span className="coach-on-track">{t('onTrack')}</span> : null;
  }
  return (
    <ul className="coach-risk" aria-label={t('label')}>
      {risk.map((reason) => (
        <li key={reason.code} className="coach-risk-badge" data-code={reason.code}>
          {reason.code === 'inactive'
            ? t('inactive', { days: reason.days })
            : reason.code === 'behind'
              ? t('behind', { points: reason.points, course: reason.courseTitle })
              : t('overdue', { count: reason.count })}
        </li>
      ))}
    </ul>
  );
}
