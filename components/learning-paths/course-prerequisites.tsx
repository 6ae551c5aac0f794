'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import { FieldMessages } from '@/components/forms/field-messages';
import { resultOfError } from '@/components/forms/form-result';
import { SubmitRow } from '@/components/forms/submit-button';
import { useForm } from '@/components/forms/use-form';
import { CheckboxChoices } from '@/components/modals/dialog-choices';
import { showToast } from '@/components/ui/show-toast';
import {
  type CoursePrerequisites,
  learningPathKeys,
  prerequisitesQuery,
  savePrerequisites,
} from '@/lib/resources/learning-paths';
import './learning-paths.css';

/**
 * The course editor's "Prerequisites" (issue 43, item 6): the portal's other courses a learner
 * must complete before this one opens. A choice that would make courses wait for each other in
 * a circle is refused (422) on the list, and what was chosen stays.
 */
export function CoursePrerequisitesEditor({ courseId }: { courseId: string }) {
  const query = useQuery(prerequisitesQuery(courseId));
  const t = useTranslations('learningPaths.prerequisites');
  if (!query.data) return query.isPending ? <p role="status">{t('loading')}</p> : null;
  return <PrerequisitesForm courseId={courseId} current={query.data} />;
}

function PrerequisitesForm({
  courseId,
  current,
}: {
  courseId: string;
  current: CoursePrerequisites;
}) {
  const t = useTranslations('learningPaths.prerequisites');
  const client = useQueryClient();
  const headingId = useId();
  const form = useForm({
    resetOnSuccess: false,
    fields: { course_ids: { value: current.required.map((course) => course.id) } },
    onSubmit: async (values) => {
      try {
        const saved = await savePrerequisites(courseId, (values.course_ids as string[]) ?? []);
        client.setQueryData(learningPathKeys.prerequisites(courseId), saved);
        showToast({ scheme: 'success', message: t('saved') });
        return undefined;
      } catch (error) {
        return resultOfError(error);
      }
    },
  });
  const field = form.field('course_ids');
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <section className="course-prerequisites kit-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <p>{t('intro')}</p>
      <BoundForm form={form} className="form course-prerequisites-form">
        <fieldset>
          <legend>{t('choices')}</legend>
          {current.options.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <CheckboxChoices
              className="path-prerequisite-choice"
              name="prerequisite_ids"
              choices={current.options.map((course) => ({
                id: course.id,
                label: <span>{course.title}</span>,
              }))}
              chosen={chosen}
              onChange={(next) => field.setValue(next)}
              firstRef={field.ref}
              invalid={field.state === 'invalid' ? true : undefined}
            />
          )}
          <FieldMessages field={field} />
        </fieldset>
        <SubmitRow form={form} label={t('save')} />
      </BoundForm>
    </section>
  );
}
