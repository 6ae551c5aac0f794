'use client';

import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { type DateFieldKind, formatValue, parseDateText, withChosenDay } from './date-text';

export interface DateInputStateOptions {
  kind: DateFieldKind;
  /** The form's value: `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm` or ''. */
  value: string;
  locale: Locale;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's handle on the text input. */
  inputRef?: Ref<HTMLInputElement | null>;
}

/** A form with unreadable date text does not submit: the message shows and the field is focused. */
function useBlockedSubmit(
  input: RefObject<HTMLInputElement | null>,
  invalid: boolean,
  setShowError: (show: boolean) => void,
) {
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
  }, [input, invalid, setShowError]);
}

/**
 * The text of a date field (components/forms/date-field.tsx) and the value it stands for:
 * typed text that reads as a date becomes the form's value, text that does not shows a message
 * when the field is left and blocks its form's submit, and a value or language set from outside
 * is shown again in the page's format.
 */
export function useDateInputState({
  kind,
  value,
  locale,
  onChange,
  onBlur,
  inputRef,
}: DateInputStateOptions) {
  const [text, setText] = useState(() => formatValue(kind, value, locale));
  const [showError, setShowError] = useState(false);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
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

  useBlockedSubmit(input, invalid, setShowError);

  const commit = (next: string) => {
    committed.current = next;
    onChange(next);
  };

  return {
    input,
    text,
    /** The value last handed to the form, for the calendar's chosen day. */
    committed,
    /** The field's own message shows: its text is not a date and was left or submitted. */
    error: showError && invalid,
    change: (next: string) => {
      setText(next);
      const parsed = parseDateText(kind, next, locale);
      if (parsed.kind === 'value') commit(parsed.value);
      else if (parsed.kind === 'empty') commit('');
      if (parsed.kind !== 'invalid') setShowError(false);
    },
    leave: () => {
      const parsed = parseDateText(kind, text, locale);
      if (parsed.kind === 'invalid') setShowError(true);
      else setText(formatValue(kind, committed.current, locale));
      onBlur?.();
    },
    chooseDay: (day: Date) => {
      const next = withChosenDay(kind, committed.current, day);
      committed.current = next;
      setText(formatValue(kind, next, locale));
      setShowError(false);
      onChange(next);
    },
  };
}
