'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import {
  authoringKeys,
  type CourseDraft,
  courseEditorQuery,
  updateCourse,
} from '@/lib/resources/authoring';
import { refusalText } from '@/lib/validation/form-response';
import type { ConflictView } from './conflict-notice';
import type { DraftErrors } from './details-field-error';
import { changedFields, type DraftFields, draftKeyOf, fieldsOf } from './draft-fields';
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

/** A 422's messages by the form's field (the API names its own field in each pointer). */
function fieldErrorsOf(error: ApiError): DraftErrors {
  const next: DraftErrors = {};
  for (const e of error.errors) {
    const key = draftKeyOf(e.source?.pointer?.split('/').pop() ?? '');
    if (key && e.detail) next[key] = e.detail;
  }
  return next;
}

/**
 * The course's Details as typed, saved as you go: each save sends what differs from the
 * server's values and names the version they are; a 409 pauses saving behind a conflict
 * notice (until dismissed or reloaded), a 422 shows on its fields.
 */
export function useCourseDraft(course: CourseDraft) {
  const client = useQueryClient();
  const [fields, setFields] = useState<DraftFields>(() => fieldsOf(course));
  // What the server has, and the version those values are: every save names it.
  const base = useRef({ fields: fieldsOf(course), version: course.version });
  const [revision, setRevision] = useState(0);
  const [conflict, setConflict] = useState<ConflictView | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DraftErrors>({});
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
        setFieldErrors({});
        // Kept: whatever was typed while the save was under way (it is dirty again now).
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(conflictOf(error, sent));
          return 'conflict';
        }
        if (error instanceof ApiError && error.status === 422) setFieldErrors(fieldErrorsOf(error));
        throw error;
      }
    },
  });

  const change = (next: Partial<DraftFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setRevision((r) => r + 1);
  };

  const reload = async () => {
    const fresh = await client.fetchQuery({ ...courseEditorQuery(course.id), staleTime: 0 });
    base.current = { fields: fieldsOf(fresh), version: fresh.version };
    setFields(fieldsOf(fresh));
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
    fieldErrors,
    conflict,
    autosave,
    change,
    reload,
    statusChanged,
    dismissConflict,
  };
}
