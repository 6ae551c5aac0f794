'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { resultOfError } from '@/components/forms/form-result';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { ApiError } from '@/lib/api/errors';
import {
  authoringKeys,
  type CourseDraft,
  courseEditorQuery,
  updateCourse,
} from '@/lib/resources/authoring';
import { refusalText, UNPROCESSABLE } from '@/lib/validation/form-response';
import type { ConflictView } from './conflict-notice';
import {
  changedFields,
  DRAFT_API_FIELDS,
  DRAFT_KEYS,
  type DraftFields,
  draftErrorsOf,
  draftKeyOf,
  fieldsOf,
} from './draft-fields';
import { useAutosave } from './use-autosave';

/** A 409's notice: the fields someone else changed, and what this user had sent. */
function conflictOf(error: ApiError, sent: DraftFields): ConflictView {
  const changed = (error.errors[0]?.meta?.changed_fields as string[] | undefined) ?? [];
  return {
    detail: refusalText(error, '') || null,
    fields: changed.map(draftKeyOf).filter((key): key is keyof DraftFields => !!key),
    yours: sent,
  };
}

/**
 * The course's Details as typed, saved as you go: each save sends what differs from the
 * server's values and names the version they are; a 409 pauses saving behind a conflict
 * notice (until dismissed or reloaded), a 422 shows on its fields.
 */
export function useCourseDraft(course: CourseDraft) {
  const client = useQueryClient();
  const [initial] = useState(() => fieldsOf(course));
  const form = useForm<keyof DraftFields>({
    fields: Object.fromEntries(DRAFT_KEYS.map((key) => [key, { value: initial[key] }])) as Record<
      keyof DraftFields,
      FieldConfig
    >,
    apiFields: DRAFT_API_FIELDS,
    // Kept: whatever was typed while a save was under way.
    resetOnSuccess: false,
    // Nothing submits the Details: the autosave sends them and puts its answer on the form.
    onSubmit: () => undefined,
  });
  const fields = form.values as unknown as DraftFields;
  // What the server has, and the version those values are: every save names it. Not the
  // form's initial values: each save moves it on.
  const base = useRef({ fields: initial, version: course.version });
  const [revision, setRevision] = useState(0);
  const [conflict, setConflict] = useState<ConflictView | null>(null);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const dirty = Object.keys(changedFields(fields, base.current.fields)).length > 0;
  const autosave = useAutosave({
    dirty,
    revision,
    paused: conflict !== null,
    save: async () => {
      const sent = fieldsRef.current;
      const changes = changedFields(sent, base.current.fields);
      if (Object.keys(changes).length === 0) return 'saved';
      try {
        const saved = await updateCourse(course.id, base.current.version, changes);
        client.setQueryData(authoringKeys.editor(saved.id), saved);
        base.current = { fields: fieldsOf(saved), version: saved.version };
        // Kept: whatever was typed while the save was under way (it is dirty again now).
        form.answer({ status: 200 });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(conflictOf(error, sent));
          return 'conflict';
        }
        if (error instanceof ApiError && error.status === UNPROCESSABLE) {
          // On the fields it names; no focus moves (the person may be typing elsewhere).
          form.answer(resultOfError(error));
        }
        throw error;
      }
    },
  });

  const change = (next: Partial<DraftFields>) => {
    form.setValues(next);
    setRevision((r) => r + 1);
  };

  const reload = async () => {
    const fresh = await client.fetchQuery({ ...courseEditorQuery(course.id), staleTime: 0 });
    base.current = { fields: fieldsOf(fresh), version: fresh.version };
    form.setValues(fieldsOf(fresh));
    setConflict((current) => (current ? { ...current, reloaded: true } : null));
    autosave.setState('idle');
  };

  /** A status change answers with the course: its version moves on, our fields stay. */
  const statusChanged = (saved: CourseDraft) => {
    client.setQueryData(authoringKeys.editor(saved.id), saved);
    base.current = { ...base.current, version: saved.version };
  };

  const dismissConflict = () => setConflict(null);
  return {
    fields,
    fieldErrors: draftErrorsOf((key) => form.field(key).messages),
    conflict,
    autosave,
    change,
    reload,
    statusChanged,
    dismissConflict,
  };
}
