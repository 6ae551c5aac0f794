import { type FormResult, resultOfError } from '@/components/forms/form-result';
import type { FieldConfig } from '@/components/forms/use-form';
import {
  MAILING_SETTINGS_RULES,
  type MailingListSettings,
  type MailingListSettingsInput,
} from '@/lib/resources/mailings';

/** Named as the API's attributes, so a 422's pointer lands on its field as it is. */
export type SettingsField = 'from_name' | 'from_address' | 'reply_to' | 'footer' | 'batch_size';

/**
 * The settings form's fields, starting from what is saved and checked by the API's own rules
 * (MAILING_SETTINGS_RULES), trimmed as it trims them. The batch size must be given; its range
 * (BATCH_SIZE_MIN to BATCH_SIZE_MAX, in the hint) is the API's to check: its 422 lands on it.
 */
export function settingsFields(settings: MailingListSettings): Record<SettingsField, FieldConfig> {
  return {
    from_name: { value: settings.fromName, rules: MAILING_SETTINGS_RULES.from_name, trim: true },
    from_address: {
      value: settings.fromAddress,
      rules: MAILING_SETTINGS_RULES.from_address,
      trim: true,
    },
    reply_to: { value: settings.replyTo ?? '', rules: MAILING_SETTINGS_RULES.reply_to, trim: true },
    footer: { value: settings.footer, rules: MAILING_SETTINGS_RULES.footer },
    batch_size: { value: String(settings.batchSize), rules: 'required', trim: true },
  };
}

const text = (value: unknown) => (value == null ? '' : String(value));

/** What the form saves: no reply-to address is null. */
export function settingsInput(values: Record<SettingsField, unknown>): MailingListSettingsInput {
  return {
    fromName: text(values.from_name),
    fromAddress: text(values.from_address),
    replyTo: text(values.reply_to) || null,
    footer: text(values.footer),
    batchSize: Number(values.batch_size),
  };
}

/**
 * A refused save as useForm reads it: the API's errors (a 422 on the fields, anything else as
 * the form's error) when they say what went wrong, else `failed` (no response at all, or an
 * error with only its English title).
 */
export function saveRefusal(error: unknown, failed: string): FormResult {
  const result = resultOfError(error);
  const explained = result.errors?.some((item) => item.detail);
  return explained ? result : { status: result.status, errors: [{ detail: failed }] };
}
