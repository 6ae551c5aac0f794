'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  EVERYONE,
  type Mailing,
  type MailingAudience,
  MERGE_FIELDS,
  unknownFields,
} from '@/lib/resources/mailings';
import { refusalTexts } from '@/lib/validation/form-response';

/** The composer's fields in the order the keyboard meets them (the first refused gets focus). */
const FIELDS = ['subject', 'body_html', 'audience', 'send_at'] as const;

/** A merge field as written in a mailing. */
const braced = (name: string) => `{{${name}}}`;

/**
 * The mailing composer as typed: its fields, what was refused (by field or on top), and the
 * status line. `id` prefixes the fields' ids; a refusal moves the keyboard to the first field
 * it names.
 */
export function useComposerDraft(mailing: Mailing | null) {
  const t = useTranslations('communication.compose');
  const id = useId();
  const [subject, setSubject] = useState(mailing?.subject ?? '');
  const [bodyHtml, setBodyHtml] = useState(mailing?.bodyHtml ?? '');
  const [audience, setAudience] = useState<MailingAudience>(
    mailing?.audience ?? { ...EVERYONE, roles: ['student'] },
  );
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    const first = FIELDS.find((field) => fields[field]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };
  /** What the server refused, on the form. */
  const fail = (error: unknown) => {
    const shown = refusalTexts(error, FIELDS, t('failed'));
    setGeneral(shown.general);
    showErrors(shown.fields);
  };
  /** Clears the last refusal and checks here what the API would refuse; false when it would. */
  const check = () => {
    setErrors({});
    setGeneral(null);
    const known = MERGE_FIELDS.map(braced).join(', ');
    const found: Record<string, string> = {};
    // Unknown merge fields are refused here, before the API would (same rule, same words).
    for (const [field, text] of [
      ['subject', subject],
      ['body_html', bodyHtml],
    ] as const) {
      const unknown = unknownFields(text);
      if (unknown.length > 0) {
        found[field] = t('unknownField', { fields: unknown.map(braced).join(', '), known });
      }
    }
    if (Object.keys(found).length === 0) return true;
    showErrors(found);
    return false;
  };

  return {
    id,
    fields: { subject, bodyHtml, audience, sendAt },
    set: { subject: setSubject, bodyHtml: setBodyHtml, audience: setAudience, sendAt: setSendAt },
    errors,
    general,
    status,
    setStatus,
    fail,
    check,
  };
}

/** The composer's state, as its actions and fields take it. */
export type ComposerDraft = ReturnType<typeof useComposerDraft>;
