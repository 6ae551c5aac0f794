'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useShowError } from '@/components/errors/use-show-error';
import { CheckboxChoices, DialogFieldset } from '@/components/modals/dialog-choices';
import { DialogTextField } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { saveButtons } from '@/components/modals/save-buttons';
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
  const { draft, change, bind } = form;
  const membersError = form.errorId('members');

  return (
    <DialogForm
      title={group ? t('editTitle', { name: group.name }) : t('newTitle')}
      description={t('dialogDescription')}
      form={form}
      {...saveButtons(t)}
      onClosed={() => onClosed(announcement.current)}
    >
      <DialogTextField
        form={form}
        field="name"
        label={t('name')}
        maxLength={GROUP_LIMITS.maxNameLength}
      />
      <DialogFieldset
        form={form}
        field="members"
        className="groups-members"
        legend={t('members')}
        hint={locked ? t('lockedHint') : t('membersHint', GROUP_LIMITS)}
        error={
          // Said as it appears: with no student to choose there is no box to take the focus.
          membersError && (
            <p id={membersError} className="field-error" role="alert">
              {form.messageOf('members')}
            </p>
          )
        }
      >
        {choices.length === 0 && <p className="muted">{t('noStudents')}</p>}
        <CheckboxChoices
          className="ticket-choice"
          choices={choices.map((student) => ({
            id: student.id,
            label: (
              <>
                {student.fullName} <span className="muted">{student.email}</span>
              </>
            ),
          }))}
          chosen={draft.memberIds}
          onChange={(memberIds) => change({ memberIds }, ['members'])}
          firstRef={bind('members')}
          disabled={locked}
        />
      </DialogFieldset>
    </DialogForm>
  );
}
