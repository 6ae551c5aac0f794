import type { FieldConfig } from '@/components/forms/use-form';
import {
  EVERYONE,
  type Mailing,
  type MailingAudience,
  MERGE_FIELDS,
  unknownFields,
} from '@/lib/resources/mailings';

/**
 * The composer's fields, named as the API's attributes (a refusal's pointer names its field), in
 * the order the keyboard meets them.
 */
export const COMPOSER_FIELDS = ['subject', 'body_html', 'audience', 'send_at'] as const;
export type ComposerField = (typeof COMPOSER_FIELDS)[number];

/** The composer's values as typed (`send_at` as the date-time field holds it). */
export interface ComposerValues {
  subject: string;
  body_html: string;
  audience: MailingAudience;
  send_at: string;
}

/** The composer's useForm fields: the stored draft, or a new mailing for the students. */
export function composerFields(mailing: Mailing | null): Record<ComposerField, FieldConfig> {
  return {
    subject: { value: mailing?.subject ?? '' },
    body_html: { value: mailing?.bodyHtml ?? '' },
    audience: { value: mailing?.audience ?? { ...EVERYONE, roles: ['student'] } },
    send_at: { value: '' },
  };
}

/** A merge field as written in a mailing. */
const braced = (name: string) => `{{${name}}}`;

/** Every merge field a mailing may use, as written, for the message that lists them. */
export const KNOWN_MERGE_FIELDS = MERGE_FIELDS.map(braced).join(', ');

/**
 * The merge fields the subject and the body use that the API would refuse (same rule), as
 * written and listed per field; a field without any is left out.
 */
export function unknownMergeFields(
  values: Pick<ComposerValues, 'subject' | 'body_html'>,
): Partial<Record<'subject' | 'body_html', string>> {
  const found: Partial<Record<'subject' | 'body_html', string>> = {};
  for (const field of ['subject', 'body_html'] as const) {
    const unknown = unknownFields(values[field]);
    if (unknown.length > 0) found[field] = unknown.map(braced).join(', ');
  }
  return found;
}
