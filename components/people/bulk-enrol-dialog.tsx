'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { CheckboxChoices, DialogFieldset, RadioChoices } from '@/components/modals/dialog-choices';
import { controlIdOf, DialogSelect, NamedOptions } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { accountKeys } from '@/lib/resources/accounts';
import {
  type BulkEnrollmentInput,
  type BulkEnrollmentResult,
  bulkEnroll,
  type PeopleChoices,
  peopleChoicesQuery,
} from '@/lib/resources/people';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';
import { BulkEnrolResults } from './bulk-enrol-results';
import '@/components/forms/forms.css';

type Action = BulkEnrollmentInput['action'];
type Who = 'selected' | 'entity';
type Draft = { who: Who; entityId: string; courseIds: string[] };
type Field = 'entityId' | 'courseIds';

/** The draft checked: who and which courses, or a message key per field. */
function parseDraft(draft: Draft, accountIds: readonly string[]) {
  const errors: Partial<Record<Field, string>> = {};
  if (draft.courseIds.length === 0) errors.courseIds = 'courses';
  else if (draft.courseIds.length > PEOPLE_LIMITS.maxBulkCourses)
    errors.courseIds = 'tooManyCourses';
  if (draft.who === 'entity' && !draft.entityId) errors.entityId = 'entity';
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      courseIds: draft.courseIds,
      target:
        draft.who === 'entity' ? { entityId: draft.entityId } : { accountIds: [...accountIds] },
    },
    errors: null,
  };
}

/**
 * Enrol (or un-enrol) in courses (issue 43, item 2): the accounts picked in the list, or everyone
 * in an organisation, in up to 20 of the portal's courses; then each person's result per course
 * in the same dialog. `onClosed` says whether anything was sent.
 */
export function BulkEnrolDialog({
  action,
  accountIds,
  onClosed,
}: {
  action: Action;
  accountIds: readonly string[];
  onClosed: (changed: boolean) => void;
}) {
  const t = useTranslations('people.enrol');
  const choices = useQuery(peopleChoicesQuery());
  const [result, setResult] = useState<BulkEnrollmentResult | null>(null);
  if (result) return <BulkEnrolResults result={result} onClosed={() => onClosed(true)} />;
  if (!choices.data) {
    return (
      <Dialog.Content className="modal-dialog people-dialog" aria-describedby={undefined}>
        <Dialog.Title>{action === 'enroll' ? t('title') : t('unenrolTitle')}</Dialog.Title>
        <QueryPending query={choices} />
      </Dialog.Content>
    );
  }
  return (
    <BulkEnrolForm
      action={action}
      accountIds={accountIds}
      choices={choices.data}
      onDone={setResult}
      onClosed={() => onClosed(false)}
    />
  );
}

function BulkEnrolForm({
  action,
  accountIds,
  choices,
  onDone,
  onClosed,
}: {
  action: Action;
  accountIds: readonly string[];
  choices: PeopleChoices;
  onDone: (result: BulkEnrollmentResult) => void;
  onClosed: () => void;
}) {
  const t = useTranslations('people.enrol');
  const client = useQueryClient();
  const enrol = action === 'enroll';
  const form = useDraftForm<Field, Draft, Omit<BulkEnrollmentInput, 'action'>>({
    initial: () => ({
      who: accountIds.length > 0 ? 'selected' : 'entity',
      entityId: '',
      courseIds: [],
    }),
    fields: ['entityId', 'courseIds'],
    parse: (draft) => parseDraft(draft, accountIds),
    send: async (input) => {
      const result = await bulkEnroll({ action, ...input });
      // Each account's page lists its enrolments.
      await client.invalidateQueries({ queryKey: accountKeys.all() });
      onDone(result);
    },
    failedText: t('failed'),
    apiFields: { course_ids: 'courseIds', entity_id: 'entityId', account_ids: 'courseIds' },
    keyText: (_field, key) => t(`errors.${key}`, { max: PEOPLE_LIMITS.maxBulkCourses }),
  });
  const whoChoices: Who[] = accountIds.length > 0 ? ['selected', 'entity'] : ['entity'];
  const courseLabel = (course: PeopleChoices['courses'][number]) =>
    course.status === 'draft'
      ? t('draft', { title: course.title })
      : course.status === 'archived'
        ? t('archived', { title: course.title })
        : course.title;
  const entitySelect = controlIdOf(form.id, 'entityId');
  return (
    <DialogForm
      className="people-dialog"
      title={enrol ? t('title') : t('unenrolTitle')}
      description={enrol ? t('description') : t('unenrolDescription')}
      form={form}
      submit={enrol ? t('submit') : t('unenrolSubmit')}
      busy={enrol ? t('busy') : t('unenrolBusy')}
      cancel={t('cancel')}
      onClosed={onClosed}
    >
      <fieldset className="kit-fieldset kit-stack">
        <legend>{t('who')}</legend>
        <RadioChoices
          name={`${form.id}-who`}
          className="people-choice"
          choices={whoChoices}
          value={form.draft.who}
          onChange={(who) => form.change({ who }, ['entityId'])}
          label={(who) =>
            who === 'selected' ? t('selected', { count: accountIds.length }) : t('entity')
          }
        />
      </fieldset>
      {form.draft.who === 'entity' && (
        <DialogSelect
          id={entitySelect}
          label={t('entityLabel')}
          value={form.draft.entityId}
          onChange={(entityId) => form.change({ entityId })}
          aria-invalid={form.invalid('entityId')}
          aria-describedby={form.describedBy('entityId')}
          error={<FieldError id={form.errorId('entityId')} message={form.messageOf('entityId')} />}
        >
          <option value="" />
          <NamedOptions items={choices.entities} />
        </DialogSelect>
      )}
      <DialogFieldset
        form={form}
        field="courseIds"
        className="kit-fieldset kit-stack"
        legend={t('courses')}
        hint={t('coursesHint', { max: PEOPLE_LIMITS.maxBulkCourses })}
      >
        <CheckboxChoices
          listClassName="people-course-choices"
          className="people-choice"
          choices={choices.courses.map((course) => ({ id: course.id, label: courseLabel(course) }))}
          chosen={form.draft.courseIds}
          onChange={(courseIds) => form.change({ courseIds })}
          firstRef={form.bind('courseIds')}
          invalid={form.invalid('courseIds')}
        />
      </DialogFieldset>
    </DialogForm>
  );
}
