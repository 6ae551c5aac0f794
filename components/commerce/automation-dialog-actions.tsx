'use client';

import { useTranslations } from 'next-intl';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { FieldError, type useDraftForm } from '@/components/modals/dialog-form-draft';
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
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;
  return (
    <fieldset
      className="commerce-choices"
      aria-describedby={describedBy('actions', `${id}-actions-hint`)}
    >
      <legend>{t('actions')}</legend>
      <p id={`${id}-actions-hint`} className="field-hint">
        {t('actionsHint')}
      </p>
      <fieldset>
        <legend>{t('enrolIn')}</legend>
        <ul className="commerce-checklist">
          {courses.map((course, index) => (
            <li key={course.id}>
              <label>
                <Input
                  ref={index === 0 ? bind('actions') : undefined}
                  type="checkbox"
                  checked={draft.courseIds.includes(course.id)}
                  onChange={(event) =>
                    change(
                      {
                        courseIds: event.target.checked
                          ? [...draft.courseIds, course.id]
                          : draft.courseIds.filter((item) => item !== course.id),
                      },
                      ['actions'],
                    )
                  }
                />
                <span>{course.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="commerce-choice">
        <Input
          type="checkbox"
          checked={draft.subscribe}
          onChange={(event) => change({ subscribe: event.target.checked }, ['actions', 'months'])}
        />
        <span>{t('subscription')}</span>
      </label>
      {draft.subscribe && (
        <div className="field commerce-narrow">
          <label htmlFor={`${id}-months`}>{t('months')}</label>
          <Input
            ref={bind('months')}
            id={`${id}-months`}
            inputMode="numeric"
            value={draft.months}
            onChange={(event) => change({ months: event.target.value })}
            autoComplete="off"
            aria-invalid={invalid('months')}
            aria-describedby={describedBy('months')}
          />
          <FieldError id={errorId('months')} message={messageOf('months')} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-coach`}>{t('coach')}</label>
        <NativeSelect
          id={`${id}-coach`}
          value={draft.coachId}
          onChange={(event) => change({ coachId: event.target.value }, ['actions'])}
          aria-describedby={`${id}-coach-hint`}
        >
          <option value="">{t('noCoach')}</option>
          {coaches.map((coach) => (
            <option key={coach.id} value={coach.id}>
              {coach.name}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-coach-hint`} className="field-hint">
          {t('coachHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <Textarea
          ref={bind('message')}
          id={`${id}-message`}
          value={draft.message}
          rows={3}
          onChange={(event) => change({ message: event.target.value }, ['actions'])}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message', `${id}-message-hint`)}
        />
        <p id={`${id}-message-hint`} className="field-hint">
          {t('messageHint')}
        </p>
        <FieldError id={errorId('message')} message={messageOf('message')} />
      </div>
      <FieldError id={errorId('actions')} message={messageOf('actions')} />
    </fieldset>
  );
}
