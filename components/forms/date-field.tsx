'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { Locale } from '@/lib/i18n/locales';
import {
  type DateFieldKind,
  formatExample,
  formatValue,
  parseDateText,
  valueToDate,
  withChosenDay,
} from './date-text';
import { Input } from './native-fields';
import './date-field.css';

const DateCalendar = lazy(() => import('./date-calendar'));

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
  const t = useTranslations('forms.dateField');
  const tValidation = useTranslations('validation');
  const [text, setText] = useState(() => formatValue(kind, value, locale));
  const [showError, setShowError] = useState(false);
  const [open, setOpen] = useState(false);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const errorId = `${id}-date-error`;
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(
    inputRef,
    () => input.current,
    [],
  );

  // A value set from outside (a reset, a loaded record, a chosen day) or a new language: show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(formatValue(kind, value, locale));
      setShowError(false);
    }
  }, [kind, value, locale]);
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    setText(formatValue(kind, committed.current, locale));
  }, [kind, locale]);

  const invalid = parseDateText(kind, text, locale).kind === 'invalid';

  // A form with unreadable date text does not submit: the message shows and the field is focused.
  useEffect(() => {
    const form = input.current?.form;
    if (!form || !invalid) return;
    const block = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      setShowError(true);
      input.current?.focus();
    };
    form.addEventListener('submit', block);
    return () => form.removeEventListener('submit', block);
  }, [invalid]);

  const commit = (next: string) => {
    committed.current = next;
    onChange(next);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // Escape closes the calendar, not the dialog around the field: a dialog (Radix) listens on the
  // document in the capture phase, so the calendar listens before it, on the window.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, close]);

  // A click or focus outside the field and its calendar closes the calendar.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  const error = showError && invalid;
  const describedBy =
    [props['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const example = formatExample(kind, locale, new Date().getFullYear());

  return (
    <div className="date-field" ref={wrapper}>
      <div className="date-field-control">
        <Input
          ref={input}
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={example}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const parsed = parseDateText(kind, next, locale);
            if (parsed.kind === 'value') commit(parsed.value);
            else if (parsed.kind === 'empty') commit('');
            if (parsed.kind !== 'invalid') setShowError(false);
          }}
          onBlur={() => {
            const parsed = parseDateText(kind, text, locale);
            if (parsed.kind === 'invalid') setShowError(true);
            else setText(formatValue(kind, committed.current, locale));
            onBlur?.();
          }}
          aria-invalid={error || props['aria-invalid'] ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          ref={button}
          type="button"
          className="date-field-button"
          aria-label={t('choose')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => (open ? close(true) : setOpen(true))}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"
            />
          </svg>
        </button>
      </div>
      {open && (
        <div id={popupId} className="date-field-popup" role="dialog" aria-label={t('calendar')}>
          <Suspense fallback={<p className="date-field-loading">{t('loading')}</p>}>
            <DateCalendar
              locale={locale}
              selected={valueToDate(committed.current)}
              onChoose={(day) => {
                const next = withChosenDay(kind, committed.current, day);
                committed.current = next;
                setText(formatValue(kind, next, locale));
                setShowError(false);
                onChange(next);
                close(true);
              }}
            />
          </Suspense>
        </div>
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
