'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useAutosave } from '@/components/authoring/use-autosave';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import { ApiError } from '@/lib/api/errors';
import {
  type AssignmentFormField,
  assignmentChanges,
  assignmentFormOf,
  type AssignmentForm as Form,
  settingsOfForm,
} from '@/lib/coaching/assignment-form';
import { authoringKeys } from '@/lib/resources/authoring';
import {
  type AssignmentEditorData,
  assignmentKeys,
  patchAssignment,
} from '@/lib/resources/coaching';
import { ASSIGNMENT_LIMITS, type AssignmentSettings } from '@/shared/coaching/types';
import { ASSIGNMENT_API_FIELDS, ASSIGNMENT_FIELDS, onFormFields } from './assignment-errors';

/** What a refused save says on the form: a 422 on its fields, a 403 (groups off) above them. */
const SAID_ON_FORM = new Set([403, 422]);

/**
 * The assignment's settings as typed, saved as you go (like the course's Details,
 * use-course-draft): each save sends the settings that differ from the server's once the
 * local checks pass; a refused save's messages show on the form without moving focus.
 */
export function useAssignmentDraft(itemId: string, assignment: AssignmentEditorData) {
  const t = useTranslations('coaching.editor');
  const text = useMessageText();
  const client = useQueryClient();
  const [initial] = useState(() => assignmentFormOf(assignment.settings));
  const form = useForm<AssignmentFormField>({
    fields: Object.fromEntries(
      ASSIGNMENT_FIELDS.map((field) => [field, { value: initial[field] }]),
    ) as Record<AssignmentFormField, FieldConfig>,
    apiFields: ASSIGNMENT_API_FIELDS,
    // Kept: whatever was typed while a save was under way.
    resetOnSuccess: false,
    // Nothing submits the settings: the autosave sends them and puts its answer on the form.
    onSubmit: () => undefined,
  });
  const values = form.values as unknown as Form;
  const [revision, setRevision] = useState(0);
  // What the server has: every save sends what differs from it, and moves it on.
  const saved = useRef<AssignmentSettings>(assignment.settings);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const parsed = settingsOfForm(values);
  const dirty = parsed.settings
    ? Object.keys(assignmentChanges(parsed.settings, saved.current)).length > 0
    : false;

  const autosave = useAutosave({
    dirty,
    revision,
    save: async () => {
      const next = settingsOfForm(valuesRef.current).settings;
      if (!next) return 'saved';
      const sent = assignmentChanges(next, saved.current);
      if (Object.keys(sent).length === 0) return 'saved';
      try {
        const answer = await patchAssignment(itemId, sent);
        saved.current = { ...saved.current, ...sent };
        client.setQueryData(assignmentKeys.editor(itemId), {
          ...answer,
          settings: saved.current,
        });
        form.answer({ status: 200 });
        // The course editor's Publish checklist lists assignment problems too.
        void client.invalidateQueries({ queryKey: authoringKeys.editors() });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && SAID_ON_FORM.has(error.status)) {
          // No focus moves: the person may be typing elsewhere.
          form.answer({ status: error.status, errors: onFormFields(error.errors) });
        }
        throw error;
      }
    },
  });

  const change = (next: Partial<Form>) => {
    form.setValues(next);
    setRevision((r) => r + 1);
  };

  /** A field's message: its local check's while that fails, else the refused save's. */
  const errorOf = (field: AssignmentFormField) => {
    const local = parsed.errors?.[field];
    if (local) return t(`checks.${local}`, ASSIGNMENT_LIMITS);
    const [message] = form.field(field).messages;
    return message ? text(message) : undefined;
  };

  return { values, autosave, change, errorOf, generalError: form.generalError };
}
