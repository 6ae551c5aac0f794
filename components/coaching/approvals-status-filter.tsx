'use client';

import { useTranslations } from 'next-intl';
import type { MandateStatus } from '@/shared/coaching/types';
import { STATUS_CHOICES, type StatusChoice } from './approvals-view';

/** The status buttons of /approvals, the pressed one `value`, each with its count once known. */
export function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: StatusChoice;
  counts: Partial<Record<MandateStatus, number>> | undefined;
  onChange: (status: StatusChoice) => void;
}) {
  const t = useTranslations('coaching.approvals');
  return (
    <fieldset className="approvals-filter kit-wrap">
      <legend>{t('status')}</legend>
      {STATUS_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {t(`statuses.${choice}`)}
          {choice !== 'all' && counts?.[choice] !== undefined && (
            <span className="approvals-count">{counts[choice]}</span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
