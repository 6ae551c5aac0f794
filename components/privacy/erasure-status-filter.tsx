'use client';

import { useTranslations } from 'next-intl';
import { STATUS_CHOICES, type StatusChoice } from './erasure-requests-view';

/** The status buttons of /admin/settings/erasure-requests, the pressed one `value`. */
export function ErasureStatusFilter({
  value,
  onChange,
}: {
  value: StatusChoice;
  onChange: (status: StatusChoice) => void;
}) {
  const t = useTranslations('privacy');
  return (
    <fieldset className="erasure-requests-filter kit-fieldset kit-wrap">
      <legend className="visually-hidden">{t('requests.status')}</legend>
      {STATUS_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {choice === 'all' ? t('requests.all') : t(`statuses.${choice}`)}
        </button>
      ))}
    </fieldset>
  );
}
