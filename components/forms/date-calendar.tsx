'use client';

import { DayPicker } from 'react-day-picker';
import { enGB, nl, ro } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Locale } from '@/lib/i18n/locales';

/** DayPicker's own translated labels ("Ga naar volgende maand"), with date-fns's month names. */
const LOCALES = { en: enGB, nl, ro } as const;

export interface DateCalendarProps {
  locale: Locale;
  selected: Date | null;
  onChoose: (day: Date) => void;
}

/**
 * The calendar of a date field (components/forms/date-field.tsx), loaded only when a person
 * opens it. DayPicker's grid is keyboard operable (arrows, Home/End, Page Up/Down) and takes
 * focus on the chosen day, or today, when it opens. Spec §9: the week starts on Monday.
 */
export default function DateCalendar({ locale, selected, onChoose }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      locale={LOCALES[locale]}
      weekStartsOn={1}
      selected={selected ?? undefined}
      defaultMonth={selected ?? undefined}
      onSelect={(day) => {
        // A second click on the chosen day deselects it in DayPicker; here it chooses it again.
        onChoose(day ?? selected ?? new Date());
      }}
      showOutsideDays
      autoFocus
    />
  );
}
