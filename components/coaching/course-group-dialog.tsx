'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useShowError } from '@/components/errors/use-show-error';
import { Input } from '@/components/forms/native-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import {
  type CourseGroup,
  createGroup,
  type GroupMember,
  groupKeys,
  updateGroup,
} from '@/lib/resources/coaching';
import { UNPROCESSABLE } from '@/lib/validation/form-response';
import { GROUP_LIMITS } from '@/shared/coaching/types';
import {
  GROUP_API_FIELDS,
  GROUP_FIELDS,
  type GroupInput,
  groupDraftOf,
  parseGroupDraft,
} from './course-group-draft';
import '@/components/forms/forms.css';
import './coaching.css';

/**
 * New or edit one of a course's groups (SCREENS "Coaching": groups of 2–10 per course): its
 * name and its members, from its own and the enrolled students in no group. A group that has
 * submitted work keeps its members; only its name changes. Closing says what was saved, for
 * the list's status line to announce.
 */
export function CourseGroupDialog({
  courseId,
  group,
  ungrouped,
  modalId,
  onClosed,
}: {
  courseId: string;
  group: CourseGroup | null;
  ungrouped: GroupMember[];
  modalId: string;
  onClosed: (announcement: string | null) => void;
}) {
  const t = useTranslations('coaching.groups');
  const modals = useModals();
  const client = useQueryClient();
  const showError = useShowError();
  const announcement = useRef<string | null>(null);
  const locked = group?.locked ?? false;
  const choices = [...(group?.members ?? []), ...ungrouped];
  const form = useDraftForm({
    initial: () => groupDraftOf(group),
    fields: GROUP_FIELDS,
    parse: (draft) => parseGroupDraft(draft, locked),
    send: async (input: GroupInput) => {
      if (group) await updateGroup(group.id, input);
      else await createGroup(courseId, input.name, input.memberIds ?? []);
      await client.invalidateQueries({ queryKey: groupKeys.course(courseId) });
      announcement.current = t(group ? 'saved' : 'created', { name: input.name });
      modals.close(modalId);
    },
    // A 422 lands on its field (what no field claims, above the form); the rest is the §8 toast.
    apiFields: GROUP_API_FIELDS,
    failures: 'elsewhere',
    onError: (result) => {
      if (result.status !== UNPROCESSABLE) showError(result.error);
    },
    keyText: (_field, key) => t(key, GROUP_LIMITS),
  });
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;
  const membersError = errorId('members');

  return (
    <DialogForm
      title={group ? t('editTitle', { name: group.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      submit={t('save')}
      busy={t('saving')}
      cancel={t('cancel')}
      onClosed={() => onClosed(announcement.current)}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <Input
          ref={bind('name')}
          id={`${id}-name`}
          value={draft.name}
          maxLength={GROUP_LIMITS.maxNameLength}
          onChange={(event) => change({ name: event.target.value })}
          autoComplete="off"
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
        />
        <FieldError id={errorId('name')} message={messageOf('name')} />
      </div>
      <fieldset
        className="groups-members"
        aria-describedby={describedBy('members', `${id}-members-hint`)}
      >
        <legend>{t('members')}</legend>
        <p id={`${id}-members-hint`} className="field-hint">
          {locked ? t('lockedHint') : t('membersHint', GROUP_LIMITS)}
        </p>
        {choices.length === 0 && <p className="muted">{t('noStudents')}</p>}
        {choices.map((student, index) => (
          <label key={student.id} className="ticket-choice">
            <Input
              ref={index === 0 ? bind('members') : undefined}
              type="checkbox"
              checked={draft.memberIds.includes(student.id)}
              disabled={locked}
              onChange={(event) =>
                change(
                  {
                    memberIds: event.target.checked
                      ? [...draft.memberIds, student.id]
                      : draft.memberIds.filter((memberId) => memberId !== student.id),
                  },
                  ['members'],
                )
              }
            />
            {student.fullName} <span className="muted">{student.email}</span>
          </label>
        ))}
        {/* Said as it appears: with no student to choose there is no box to take the focus. */}
        {membersError && (
          <p id={membersError} className="field-error" role="alert">
            {messageOf('members')}
          </p>
        )}
      </fieldset>
    </DialogForm>
  );
}
