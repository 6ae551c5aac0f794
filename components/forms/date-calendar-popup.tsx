'use client';

import { useTranslations } from 'next-intl';
import { lazy, type Ref, Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locales';

const DateCalendar = lazy(() => import('./date-calendar'));

export interface DateCalendarButtonProps {
  buttonRef: Ref<HTMLButtonElement>;
  open: boolean;
  /** The popup's id, named by the button while it is open. */
  popupId: string;
  onClick: () => void;
}

/** The calendar icon button of a date field, which opens and closes its calendar. */
export function DateCalendarButton({ buttonRef, open, popupId, onClick }: DateCalendarButtonProps) {
  const t = useTranslations('forms.dateField');
  return (
    <button
      ref={buttonRef}
      type="button"
      className="date-field-button"
      aria-label={t('choose')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popupId : undefined}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"
        />
      </svg>
    </button>
  );
}

export interface DateCalendarPopupProps {
  id: string;
  locale: Locale;
  selected: Date | null;
  onChoose: (day: Date) => void;
}

/** The open calendar of a date field: a labelled dialog whose calendar loads on first use. */
export function DateCalendarPopup({ id, locale, selected, onChoose }: DateCalendarPopupProps) {
  const t = useTranslations('forms.dateField');
  return (
    <div id={id} className="date-field-popup" role="dialog" aria-label={t('calendar')}>
      <Suspense fallback={<p className="date-field-loading">{t('loading')}</p>}>
        <DateCalendar locale={locale} selected={selected} onChoose={onChoose} />
      </Suspense>
    </div>
  );
}
