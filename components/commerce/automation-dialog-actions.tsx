'use client';

import { useTranslations } from 'next-intl';
import {
  CheckboxChoices,
  Choice,
  DialogFieldset,
  titleChoices,
} from '@/components/modals/dialog-choices';
import { DialogSelect, DialogTextField, NamedOptions } from '@/components/modals/dialog-fields';
import type { useDraftForm } from '@/components/modals/dialog-form-draft';
import type { AutomationInput, AutomationsPage } from '@/lib/resources/commerce';
import type { AutomationDraft, AutomationField } from './automation-dialog-draft';

export type AutomationForm = ReturnType<
  typeof useDraftForm<AutomationField, AutomationDraft, AutomationInput>
>;

/**
 * "What it does" of the automation dialog: the courses to enrol in, the subscription step and
 * its months, the coach and the notification. Any change here answers "choose at least one
 * thing to do", so that message goes with it.
 */
export function AutomationActionsFields({
  form,
  courses,
  coaches,
}: {
  form: AutomationForm;
  courses: AutomationsPage['courses'];
  coaches: AutomationsPage['coaches'];
}) {
  const t = useTranslations('commerce.automations');
  const { id, draft, change, bind } = form;
  return (
    <DialogFieldset
      form={form}
      field="actions"
      className="commerce-choices"
      legend={t('actions')}
      hint={t('actionsHint')}
    >
      <fieldset>
        <legend>{t('enrolIn')}</legend>
        <CheckboxChoices
          listClassName="commerce-checklist"
          choices={titleChoices(courses)}
          chosen={draft.courseIds}
          onChange={(courseIds) => change({ courseIds }, ['actions'])}
          firstRef={bind('actions')}
        />
      </fieldset>
      <Choice
        type="checkbox"
        className="commerce-choice"
        checked={draft.subscribe}
        onChange={(subscribe) => change({ subscribe }, ['actions', 'months'])}
      >
        <span>{t('subscription')}</span>
      </Choice>
      {draft.subscribe && (
        <DialogTextField
          form={form}
          field="months"
          label={t('months')}
          inputMode="numeric"
          frameClassName="commerce-narrow"
        />
      )}
      <DialogSelect
        id={`${id}-coach`}
        label={t('coach')}
        hint={t('coachHint')}
        value={draft.coachId}
        onChange={(coachId) => change({ coachId }, ['actions'])}
      >
        <option value="">{t('noCoach')}</option>
        <NamedOptions items={coaches} />
      </DialogSelect>
      <DialogTextField
        form={form}
        field="message"
        label={t('message')}
        hint={t('messageHint')}
        answered={['actions']}
        rows={3}
      />
    </DialogFieldset>
  );
}
