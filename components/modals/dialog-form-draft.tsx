'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';

/** A field's message: a message key the dialog translates, or a text as the server gave it. */
export type DraftMessage = { key: string } | { text: string };

type Messages<F extends string> = Partial<Record<F, DraftMessage>>;

export interface DraftFormOptions<F extends string, D, I> {
  initial: () => D;
  /** The fields in screen order: a refused submit focuses the first one with a message. */
  fields: readonly F[];
  /** Checks the draft before sending: the input, or a message key per invalid field. */
  parse: (draft: D) => { input: I | null; errors: Partial<Record<F, string>> | null };
  /** Sends the input and does what success means (toast, closing); a throw is a failure. */
  send: (input: I) => Promise<unknown>;
  /** What a failed send shows: texts on the fields, and the rest above the form. */
  failed: (error: unknown) => {
    fields: Partial<Record<F, string>>;
    general: string | null;
  };
  /** The text of a message key `parse` gave for `field`. */
  keyText: (field: F, key: string) => string;
  /** Once the draft passes, the old messages go before sending (else they stay until answered). */
  clearOnSend?: boolean;
}

const messagesOf = <F extends string>(
  found: Partial<Record<F, string>>,
  wrap: (value: string) => DraftMessage,
) =>
  Object.fromEntries(
    Object.entries(found).map(([field, value]) => [field, wrap(String(value))]),
  ) as Messages<F>;

/**
 * A dialog form over a draft object: checked as a whole before sending, a message per field (a
 * changed field's message goes), the server's refusal on its fields or above the form, focus on
 * the first field with a message, and the ids and aria attributes that tie messages to controls.
 */
export function useDraftForm<F extends string, D extends object, I>(
  options: DraftFormOptions<F, D, I>,
) {
  const id = useId();
  const [draft, setDraft] = useState<D>(options.initial);
  const [errors, setErrors] = useState<Messages<F>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const controls = useRef(new Map<F, HTMLElement | null>());

  const bind = (field: F) => (element: HTMLElement | null) => {
    controls.current.set(field, element);
  };
  /** Changes the draft; the changed fields' messages and those of `fields` go. */
  const change = (next: Partial<D>, fields: F[] = []) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of [...(Object.keys(next) as F[]), ...fields]) delete rest[field];
      return rest;
    });
  };
  const show = (shown: Messages<F>) => {
    setErrors(shown);
    const first = options.fields.find((field) => shown[field]);
    if (first) requestAnimationFrame(() => controls.current.get(first)?.focus());
  };

  // What success means is `send`'s (a toast, closing); a refusal lands on the form.
  const sending = useOptimisticMutation<I>({
    mutationFn: (input) => options.send(input),
    errors: (error) => {
      const failure = options.failed(error);
      show(messagesOf(failure.fields, (text) => ({ text })));
      setGeneral(failure.general);
    },
  });
  const submitting = sending.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setGeneral(null);
    const { input, errors: found } = options.parse(draft);
    if (input === null) {
      show(messagesOf(found ?? {}, (key) => ({ key })));
      return;
    }
    if (options.clearOnSend) setErrors({});
    sending.mutate(input);
  };

  const messageOf = (field: F) => {
    const error = errors[field];
    if (!error) return null;
    return 'text' in error ? error.text : options.keyText(field, error.key);
  };
  const errorId = (field: F) => (errors[field] ? `${id}-${field}-error` : undefined);
  return {
    id,
    draft,
    change,
    bind,
    handleSubmit,
    submitting,
    generalError: general,
    messageOf,
    errorId,
    /** A control's aria-describedby: its hint, then its message. */
    describedBy: (field: F, hint?: string) =>
      [hint, errorId(field)].filter(Boolean).join(' ') || undefined,
    invalid: (field: F) => (errors[field] ? true : undefined),
  };
}

/** A field's message under the id its control's aria-describedby names. */
export function FieldError({ id, message }: { id: string | undefined; message: string | null }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
