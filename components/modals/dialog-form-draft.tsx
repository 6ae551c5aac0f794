'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormResult } from '@/components/forms/form-result';
import { useForm } from '@/components/forms/use-form';

export interface DraftFormOptions<F extends string, D, I> {
  initial: () => D;
  /** The fields that carry messages, in screen order (a draft key, or a group such as "audience"). */
  fields: readonly F[];
  /** Checks the draft before sending: the input, or a message key per invalid field. */
  parse: (draft: D) => { input: I | null; errors: Partial<Record<F, string>> | null };
  /** Sends the input and does what success means (toast, closing); a throw is a failure. */
  send: (input: I) => Promise<unknown>;
  /** The text of a message key `parse` gave for `field`. */
  keyText: (field: F, key: string) => string;
  /** The API's attribute → the field its 422 lands on, where they are named differently. */
  apiFields?: Readonly<Record<string, F>>;
  /** The text above the form when a save failed and the API gave none. */
  failedText?: string;
  /** A failure that is not a 422 goes above the form (the default) or to `onError` alone. */
  failures?: 'form' | 'elsewhere';
  onError?: (result: FormResult) => void;
}

/**
 * A dialog form over a draft object, on useForm: each draft key is a field, the draft is checked
 * as a whole before sending (`parse`), the server's 422 lands on its fields and the rest above the
 * form, focus goes to the first field with a message, and the ids and aria attributes tie the
 * messages to their controls.
 */
export function useDraftForm<F extends string, D extends object, I>(
  options: DraftFormOptions<F, D, I>,
) {
  const id = useId();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [initial] = useState(options.initial);
  const [names] = useState(() => [
    ...new Set<string>([...options.fields, ...Object.keys(initial)]),
  ]);
  // What `parse` made of the draft the submit checked, for `send`.
  const parsed = useRef<{ input: I | null }>({ input: null });

  const form = useForm<string>({
    fields: Object.fromEntries(
      names.map((name) => [name, { value: (initial as Record<string, unknown>)[name] }]),
    ),
    resetOnSuccess: false,
    // Only the fields that show messages claim a 422 (a draft key such as a list's ids may not).
    apiFields:
      options.apiFields ?? Object.fromEntries(options.fields.map((field) => [field, field])),
    failures: options.failures,
    failedText: options.failedText,
    check: (values) => {
      const { input, errors } = latest.current.parse(values as D);
      parsed.current = { input };
      if (input !== null) return null;
      return Object.fromEntries(
        Object.entries(errors ?? {}).map(([field, key]) => [
          field,
          { text: latest.current.keyText(field as F, String(key)) },
        ]),
      );
    },
    onSubmit: async () => {
      const { input } = parsed.current;
      if (input !== null) await latest.current.send(input);
    },
    onError: (result) => latest.current.onError?.(result),
  });

  const messageOf = (field: F): string | null => {
    const current = form.state.fields[field];
    if (!current?.evaluated) return null;
    const texts = current.messages.map((message) => ('text' in message ? message.text : ''));
    return texts.filter(Boolean).join(' ') || null;
  };
  const errorId = (field: F) => (messageOf(field) ? `${id}-${field}-error` : undefined);
  return {
    id,
    draft: form.values as unknown as D,
    /** Changes the draft; the changed fields' messages and those of `answered` go. */
    change: (next: Partial<D>, answered: F[] = []) =>
      form.setValues(next as Record<string, unknown>, answered),
    bind: (field: F) => form.field(field).ref,
    handleSubmit: form.handleSubmit,
    submitting: form.submitting,
    generalError: form.generalError,
    messageOf,
    errorId,
    /** A control's aria-describedby: its hint, then its message. */
    describedBy: (field: F, hint?: string) =>
      [hint, errorId(field)].filter(Boolean).join(' ') || undefined,
    invalid: (field: F) => (messageOf(field) ? true : undefined),
  };
}

/** A field's message under the id its control's aria-describedby names. */
export { ErrorLine as FieldError } from '@/components/forms/error-line';
