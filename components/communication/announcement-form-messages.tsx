'use client';

import type { UseFormReturn } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import { ANNOUNCEMENT_FIELD_ORDER, type AnnouncementField } from './announcement-form-fields';
import type { AnnouncementMessages } from './announcement-form-parts';
import { fieldTexts } from './form-texts';

/**
 * The form's messages as the announcement form's parts show them: each field's text (`errors`,
 * for aria-invalid) and its message line under the control, tied to it by id; `bind` gives
 * useForm the control it focuses when a save is refused.
 */
export function useAnnouncementFormMessages(
  id: string,
  form: UseFormReturn<AnnouncementField>,
): { errors: Partial<Record<AnnouncementField, string>>; messages: AnnouncementMessages } {
  const text = useMessageText();
  const errors = fieldTexts(form.state, ANNOUNCEMENT_FIELD_ORDER, text);
  const errorId = (field: AnnouncementField) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  return {
    errors,
    messages: {
      bind: (field) => form.field(field).ref,
      errorId,
      message: (field) =>
        errors[field] ? (
          <p id={errorId(field)} className="field-error">
            {errors[field]}
          </p>
        ) : null,
    },
  };
}
