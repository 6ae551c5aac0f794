'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type Ref, useId } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { DateCalendarButton, DateCalendarPopup } from './date-calendar-popup';
import { useDateInputState } from './date-input-state';
import { useDatePopup } from './date-popup-state';
import { type DateFieldKind, formatExample, valueToDate } from './date-text';
import { Input } from './native-fields';
import './date-field.css';

export interface DateInputProps {
  /** The input's id: the form's `<label htmlFor>` names it, as it named the native input. */
  id: string;
  /** `yyyy-MM-dd` (date) or `yyyy-MM-ddTHH:mm` (date-time), or '' — the native inputs' values. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement | null>;
  /** The form's own hint and error ids; the field adds its own error's id. */
  'aria-describedby'?: string;
  /** The form's own verdict (a server 422 on this field); the field adds its own. */
  'aria-invalid'?: boolean;
}

const INVALID_KEYS = { date: 'date', datetime: 'datetime' } as const;

/**
 * A date or date-time text input in the page's language (spec §9 "d MMM y at HH:mm", 24-hour
 * clock, week from Monday) with a calendar button. Replaces `<input type="date">` and
 * `type="datetime-local"`, which Chromium shows in the browser's format (mm/dd/yyyy, 12-hour)
 * whatever the page's language. Text that is not a date gets a spec §5-style message when the
 * field is left or its form submitted, and blocks that submit.
 */
function DateInput({ kind, ...props }: DateInputProps & { kind: DateFieldKind }) {
  const { id, value, onChange, onBlur, inputRef } = props;
  const locale = useLocale() as Locale;
  const tValidation = useTranslations('validation');
  const field = useDateInputState({ kind, value, locale, onChange, onBlur, inputRef });
  const popup = useDatePopup();
  const popupId = useId();
  const errorId = `${id}-date-error`;

  const { error } = field;
  const describedBy =
    [props['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const example = formatExample(kind, locale, new Date().getFullYear());

  return (
    <div className="date-field" ref={popup.wrapper}>
      <div className="date-field-control">
        <Input
          ref={field.input}
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={example}
          value={field.text}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.leave}
          aria-invalid={error || props['aria-invalid'] ? true : undefined}
          aria-describedby={describedBy}
        />
        <DateCalendarButton
          buttonRef={popup.button}
          open={popup.open}
          popupId={popupId}
          onClick={popup.toggle}
        />
      </div>
      {popup.open && (
        <DateCalendarPopup
          id={popupId}
          locale={locale}
          selected={valueToDate(field.committed.current)}
          onChoose={(day) => {
            field.chooseDay(day);
            popup.close(true);
          }}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {tValidation(INVALID_KEYS[kind], { example })}
        </p>
      )}
    </div>
  );
}

/** A date in the page's language; value `yyyy-MM-dd` like `<input type="date">`. */
export function DateField(props: DateInputProps) {
  return <DateInput kind="date" {...props} />;
}

/** A date and time in the page's language; value `yyyy-MM-ddTHH:mm` like `datetime-local`. */
export function DateTimeField(props: DateInputProps) {
  return <DateInput kind="datetime" {...props} />;
}
