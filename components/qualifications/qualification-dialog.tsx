'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { describedBy } from '@/components/forms/field-binding';
import { FieldMessages } from '@/components/forms/field-messages';
import { Input } from '@/components/forms/native-fields';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { CheckboxChoices, RadioChoices } from '@/components/modals/dialog-choices';
import { DialogField, hintIdOf } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useModals } from '@/components/modals/modal-queue';
import { saveButtons } from '@/components/modals/save-buttons';
import type { RecordDialogProps } from '@/components/modals/use-record-save';
import { showToast } from '@/components/ui/show-toast';
import { adminCoursesQuery, adminCoursesQueryString } from '@/lib/resources/authoring';
import {
  createQualification,
  type QualificationDefinition,
  qualificationKeys,
  updateQualification,
} from '@/lib/resources/qualifications';
import {
  isValidRequiredCount,
  QUALIFICATION_COURSES_MAX,
  QUALIFICATION_RULES,
} from '@/shared/qualifications/progress';

/** The portal's courses for the checkboxes: every status, by title (one page of the maximum). */
const COURSE_LIST = adminCoursesQueryString(
  { search: null, status: null, sort: { field: 'title', desc: false }, page: 1, size: 100 },
  true,
);

/** Whether every course counts or a number of them. */
const MODES = ['all', 'some'] as const;

const pointer = (field: string) => ({ pointer: `/data/attributes/${field}` });

/**
 * Add or edit a qualification: a name, its courses (checkboxes), and whether all of them or N of
 * them must be completed. The API's rules apply; a 422 lands on its field and what was chosen stays.
 */
export function QualificationDialog({
  definition,
  modalId,
  onClosed,
}: { definition: QualificationDefinition | null } & RecordDialogProps<QualificationDefinition>) {
  const t = useTranslations('qualifications.admin');
  const modals = useModals();
  const client = useQueryClient();
  const saved = useRef<QualificationDefinition | null>(null);
  const modeName = useId();
  const [mode, setMode] = useState<(typeof MODES)[number]>(
    definition && definition.requiredCount !== null ? 'some' : 'all',
  );
  const coursesQuery = useQuery(adminCoursesQuery(COURSE_LIST));
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      name: { value: definition?.name ?? '', rules: QUALIFICATION_RULES.name, trim: true },
      course_ids: { value: definition?.courseIds ?? [], rules: 'required' },
      required_count: {
        value: definition?.requiredCount == null ? '' : String(definition.requiredCount),
        trim: true,
      },
    },
    onSubmit: async (values) => {
      const courseIds = (values.course_ids as string[] | undefined) ?? [];
      if (courseIds.length > QUALIFICATION_COURSES_MAX) {
        return {
          status: 422,
          errors: [{ detail: t('errors.tooManyCourses'), source: pointer('course_ids') }],
        };
      }
      const raw = String(values.required_count ?? '').trim();
      const requiredCount = mode === 'all' ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!isValidRequiredCount(requiredCount, courseIds.length)) {
        return {
          status: 422,
          errors: [
            {
              detail: t('errors.count', { count: Math.max(1, courseIds.length) }),
              source: pointer('required_count'),
            },
          ],
        };
      }
      const input = { name: String(values.name ?? ''), courseIds, requiredCount };
      saved.current = definition
        ? await updateQualification(definition.id, input)
        : await createQualification(input);
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: qualificationKeys.all() });
      const name = saved.current?.name ?? '';
      showToast({
        scheme: 'success',
        message: definition ? t('saved', { name }) : t('added', { name }),
      });
      modals.close(modalId);
    },
  });

  const coursesField = form.field('course_ids');
  const countField = form.field('required_count');
  const chosen = (coursesField.value as string[] | undefined) ?? [];
  // A course of the definition beyond the first page stays listed, so editing keeps it.
  const listed = coursesQuery.data?.items ?? [];
  const courses = [
    ...listed.map(({ id, title }) => ({ id, title })),
    ...(definition?.courses ?? []).filter((course) => !listed.some((c) => c.id === course.id)),
  ];
  const coursesHintId = hintIdOf(coursesField.id);

  return (
    <DialogForm
      className="qualification-dialog"
      title={definition ? t('editTitle', { name: definition.name }) : t('addTitle')}
      description={t('dialogDescription')}
      form={form}
      {...saveButtons(t)}
      onClosed={() => onClosed(saved.current)}
    >
      <TextField field={form.field('name')} label={t('fields.name')} autoComplete="off" />

      <fieldset
        className="qualification-fieldset kit-box"
        aria-describedby={describedBy(coursesField, coursesHintId)}
      >
        <legend>{t('fields.courses')}</legend>
        <p id={coursesHintId} className="field-hint">
          {t('fields.coursesHint')}
        </p>
        {coursesQuery.isPending && !definition ? (
          <p role="status">{t('fields.loadingCourses')}</p>
        ) : (
          <div className="qualification-course-options">
            <CheckboxChoices
              className="qualification-option"
              name="course_ids"
              choices={courses.map((course) => ({
                id: course.id,
                label: <span>{course.title}</span>,
              }))}
              chosen={chosen}
              onChange={(next) => coursesField.setValue(next)}
              firstRef={coursesField.ref}
              invalid={coursesField.state === 'invalid' ? true : undefined}
            />
          </div>
        )}
        <FieldMessages field={coursesField} />
      </fieldset>

      <fieldset className="qualification-fieldset kit-box">
        <legend>{t('fields.requirement')}</legend>
        <RadioChoices
          name={modeName}
          className="qualification-option"
          choices={MODES}
          value={mode}
          onChange={setMode}
          label={(choice) => <span>{t(`fields.${choice}`)}</span>}
        />
        {mode === 'some' && (
          <DialogField
            className="qualification-count"
            controlId={countField.id}
            label={t('fields.count')}
            hint={t('fields.countHint', { count: Math.max(1, chosen.length) })}
            error={<FieldMessages field={countField} />}
          >
            <Input
              ref={countField.ref}
              id={countField.id}
              name={countField.name}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, chosen.length)}
              step={1}
              value={String(countField.value ?? '')}
              onChange={(event) => countField.setValue(event.target.value)}
              onBlur={countField.onBlur}
              aria-invalid={countField.state === 'invalid' ? true : undefined}
              aria-describedby={describedBy(countField, hintIdOf(countField.id))}
            />
          </DialogField>
        )}
      </fieldset>
    </DialogForm>
  );
}
