'use client';

import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { resultOfError } from '@/components/forms/form-result';
import { useForm } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import type { Mailing } from '@/lib/resources/mailings';
import { UNPROCESSABLE } from '@/lib/validation/form-response';
import type { FormState } from '@/lib/validation/form-types';
import {
  COMPOSER_FIELDS,
  type ComposerField,
  type ComposerValues,
  composerFields,
  KNOWN_MERGE_FIELDS,
  unknownMergeFields,
} from './composer-form';
import { fieldTexts } from './form-texts';

/** What a composer button sends once the form's values pass: a refusal is thrown. */
export type ComposerWrite = (values: ComposerValues) => Promise<unknown>;

/**
 * The mailing composer as typed, on useForm: its fields, what was refused (by field or on top),
 * and the status line. Each button submits the form with its own write (`submit`), so unknown
 * merge fields are refused before anything is sent and the server's refusal lands on its fields,
 * the first of them focused. `id` prefixes the fields' ids.
 */
export function useComposerDraft(mailing: Mailing | null) {
  const t = useTranslations('communication.compose');
  const text = useMessageText();
  const id = useId();
  const [status, setStatus] = useState('');
  // The write of the button that submitted (set just before its submit).
  const write = useRef<ComposerWrite>(async () => undefined);
  // A refusal was just put on the form: the body may be the field to focus.
  const refused = useRef(false);
  const form = useForm<ComposerField>({
    fields: composerFields(mailing),
    // What was saved stays on the form: it is the draft now.
    resetOnSuccess: false,
    failedText: t('failed'),
    // Unknown merge fields are refused here, before the API would (same rule, same words).
    check: (values) =>
      Object.fromEntries(
        Object.entries(unknownMergeFields(values as unknown as ComposerValues)).map(
          ([field, fields]) => [
            field,
            { text: t('unknownField', { fields, known: KNOWN_MERGE_FIELDS }) },
          ],
        ),
      ),
    onSubmit: async (values) => {
      await write.current(values as unknown as ComposerValues);
      return undefined;
    },
    onValidationError: () => {
      refused.current = true;
    },
    onError: (result) => {
      refused.current = result.status === UNPROCESSABLE;
    },
  });
  useBodyFocus(`${id}-body_html`, form.state, refused);
  const messages = fieldTexts(form.state, COMPOSER_FIELDS, text);

  return {
    id,
    values: form.values as unknown as ComposerValues,
    /** Changes a field (its refusal goes with the change). */
    set:
      <F extends ComposerField>(field: F) =>
      (value: ComposerValues[F]) =>
        form.setValue(field, value),
    /** A field's control, for the focus after a refusal. */
    bind: (field: ComposerField) => form.field(field).ref,
    /** What a field has to say (the API's messages, or the merge-field check's). */
    messages,
    generalError: form.generalError,
    status,
    setStatus,
    /** Submits the form with `send` as its write; nothing starts while a submit is under way. */
    submit: (send: ComposerWrite) => {
      if (form.submitting) return Promise.resolve();
      write.current = send;
      return form.handleSubmit();
    },
    /** A refusal that came after the submit (the confirmed send), on the fields it names. */
    refuse: (error: unknown) => {
      form.answer(resultOfError(error));
    },
  };
}

/**
 * useForm focuses the first refused control it holds; the body's editing area (the shared
 * editor's, not a form control) is not one it can focus. When `refused` says a refusal was just
 * put on the form and its first field on screen is the body, this focuses the area (`areaId`)
 * once the form shows why.
 */
function useBodyFocus(areaId: string, state: FormState, refused: RefObject<boolean>) {
  // After every commit, like useForm's own focus (which runs first, for the other fields).
  useEffect(() => {
    if (!refused.current) return;
    refused.current = false;
    const first = COMPOSER_FIELDS.find((field) => state.fields[field]?.messages.length);
    if (first === 'body_html') document.getElementById(areaId)?.focus();
  });
}

/** The composer's state, as its actions and fields take it. */
export type ComposerDraft = ReturnType<typeof useComposerDraft>;
